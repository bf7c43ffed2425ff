import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Content area of an inner page; the top padding leaves room for the floating Home button. */
export function PageShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto w-full max-w-5xl px-4 pt-20 pb-16 sm:px-6', className)}>
      {children}
    </div>
  );
}

/** A narrow, centred column for forms and short notices. */
export function NarrowShell({ children }: { children: ReactNode }) {
  return <PageShell className="max-w-md">{children}</PageShell>;
}
