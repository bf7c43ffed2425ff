import { cn } from '../../lib/cn';

const tones = {
  success: 'border-success/40 bg-success-soft text-success',
  warning: 'border-warning/40 bg-warning-soft text-warning',
  destructive: 'border-destructive/40 bg-destructive-soft text-destructive',
  neutral: 'border-border bg-paper-muted text-navy-900',
};

export function StatusBadge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full border px-2.5 py-0.5 text-xs font-medium',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
