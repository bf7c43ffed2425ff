import type { ReactNode, RefObject } from 'react';
import { AlertDialog as Primitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from './button-styles';

type ConfirmDialogProps = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
} & (
  | {
      /** The control that opens the dialog (rendered as is, e.g. a Button). */
      trigger: ReactNode;
      open?: never;
    }
  | {
      /**
       * Opened by its owner instead (e.g. on choosing a select's option): `onOpenChange(false)`
       * when it closes either way; focus then returns to `returnFocusTo`.
       */
      trigger?: never;
      open: boolean;
      onOpenChange: (open: boolean) => void;
      returnFocusTo?: RefObject<HTMLElement | null>;
    }
);

/** A confirmation for destructive actions: focus starts on Cancel, Escape closes it. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, description, confirmLabel, onConfirm } = props;
  const { t } = useTranslation();
  const controlled = props.open === undefined ? null : props;
  return (
    <Primitive.Root
      {...(controlled ? { open: controlled.open, onOpenChange: controlled.onOpenChange } : {})}
    >
      {!controlled && <Primitive.Trigger asChild>{props.trigger}</Primitive.Trigger>}
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-navy-950/50" />
        <Primitive.Content
          onCloseAutoFocus={(event) => {
            const target = controlled?.returnFocusTo?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-white p-6"
        >
          <Primitive.Title className="font-serif text-xl font-semibold text-navy-900">
            {title}
          </Primitive.Title>
          <Primitive.Description className="mt-2 text-sm text-muted">
            {description}
          </Primitive.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Primitive.Cancel className={buttonClasses('outline')}>
              {t('ui.cancel')}
            </Primitive.Cancel>
            <Primitive.Action
              className="inline-flex h-10 items-center justify-center rounded-md border border-destructive bg-destructive px-4 text-sm font-medium text-white hover:bg-destructive/90"
              onClick={onConfirm}
            >
              {confirmLabel}
            </Primitive.Action>
          </div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
