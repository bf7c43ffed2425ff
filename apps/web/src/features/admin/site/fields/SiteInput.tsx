import type { ComponentProps } from 'react';
import { FormInput } from '../../../../components/ui/form';
import { fieldId } from '../field-paths';

type Props = Omit<ComponentProps<typeof FormInput>, 'id'> & { name: string };

/** A one-language input (a phone number, a slug) whose id lets a list of problems lead to it. */
export function SiteInput({ name, ...props }: Props) {
  return <FormInput name={name} id={fieldId(name)} autoComplete="off" {...props} />;
}
