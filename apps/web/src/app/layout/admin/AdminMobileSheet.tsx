import { Dialog as RadixDialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminSidebarContent } from './AdminSidebarContent';

/**
 * Under 768px the sidebar is a sheet, 18rem wide, opened by the menu button. Radix's dialog traps
 * focus while it is open, closes it on Escape and returns focus to the button; choosing a link
 * closes it too.
 */
export function AdminMobileSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger
        className="inline-flex size-10 items-center justify-center rounded-md text-navy-900 hover:bg-paper-muted md:hidden"
        aria-label={t('admin:layout.openMenu')}
      >
        <Menu aria-hidden="true" className="size-5" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="on-dark fixed inset-y-0 left-0 z-50 flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-2 bg-navy-900 p-3 text-white"
        >
          <div className="flex items-center justify-between gap-2">
            <RadixDialog.Title className="px-3 font-serif text-lg font-semibold">
              {t('admin:layout.menu')}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-white/10"
              aria-label={t('common:ui.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <AdminSidebarContent onNavigate={() => onOpenChange(false)} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
