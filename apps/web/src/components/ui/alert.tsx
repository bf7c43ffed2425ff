import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type AlertProps = ComponentProps<'div'> & { tone?: 'error' | 'info' | 'warning' | 'success' };

const tones = {
  error: 'border-destructive/40 bg-destructive-soft text-destructive',
  info: 'border-border bg-paper-muted text-navy-900',
  warning: 'border-warning/40 bg-warning-soft text-warning',
  success: 'border-success/40 bg-success-soft text-success',
};

/** A message box. Errors get role="alert" so screen readers announce them. */
export function Alert({ tone = 'info', className, ...props }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-md border px-4 py-3 text-sm', tones[tone], className)}
      {...props}
    />
  );
}
