import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with button styles instead of a <button>. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses(variant, size, className)} {...props} />;
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, size, className)}
      {...props}
    />
  );
}
