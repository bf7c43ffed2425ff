import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'block h-10 w-full rounded-md border border-navy-700/50 bg-white px-3 text-base text-navy-900',
        'placeholder:text-muted aria-[invalid=true]:border-destructive',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
