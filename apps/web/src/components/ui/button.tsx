import { cloneElement, isValidElement, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with button styles instead of a <button>. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  const { children } = props;
  if (asChild && isValidElement<{ className?: string }>(children)) {
    // The child takes the button's classes (before its own) and the other props given here, its
    // own props winning, as Radix's Slot does; Slot itself is left to the pages that need it,
    // since the header's links on every page come this way (about 1 KB less on the first load).
    const { children: _child, ...rest } = props;
    return cloneElement(children, {
      ...rest,
      ...children.props,
      className: cn(classes, children.props.className),
    });
  }
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
