import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirmSettingsField } from '@lexbridge/shared/schemas/settings';
import { FormInput } from '../../../components/ui/form';

/** A whole number: the numeric keypad on phones, a narrow box from small screens up. */
export const numberInput = {
  inputMode: 'numeric',
  autoComplete: 'off',
  className: 'sm:max-w-40',
} as const;

/** A number that may be left empty: the box is wide enough for its placeholder ("Keep forever"). */
export const optionalNumberInput = { ...numberInput, className: 'sm:max-w-64' } as const;

/** One group of settings under its heading. */
export function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-4 rounded-lg border border-border bg-white p-4 sm:p-6">
      <h2 className="text-xl font-semibold">{title}</h2>
      {intro && <p className="text-sm text-muted">{intro}</p>}
      {children}
    </section>
  );
}

type SettingsInputProps = Omit<ComponentProps<typeof FormInput>, 'label' | 'description'> & {
  name: FirmSettingsField;
  /** Values for the hint, e.g. the bounds. */
  values: Record<string, unknown>;
};

/** One setting's input with its catalog label and hint. */
export function SettingsInput({ name, values, ...props }: SettingsInputProps) {
  const { t } = useTranslation('settings');
  return (
    <FormInput
      name={name}
      label={t(`fields.${name}.label`)}
      description={t(`fields.${name}.hint`, values)}
      {...props}
    />
  );
}
