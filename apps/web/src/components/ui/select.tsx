import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A native select styled like Input: the browser's own picker works everywhere, also on phones. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'block h-10 w-full rounded-md border border-navy-700/50 bg-white px-3 text-base text-navy-900',
        'aria-[invalid=true]:border-destructive disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
