import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'onDark';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brass-500 text-navy-950 hover:bg-brass-400 border border-brass-600',
  secondary: 'bg-navy-900 text-white hover:bg-navy-800 border border-navy-900',
  outline: 'border border-navy-900 text-navy-900 bg-transparent hover:bg-paper-muted',
  ghost: 'text-navy-900 hover:bg-paper-muted',
  onDark: 'border border-white/60 text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-10 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-2.5 text-base',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors',
    // Labels wrap rather than overflow on a narrow phone (Greek words run long).
    'disabled:cursor-not-allowed disabled:opacity-60 text-center',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    extra,
  );
}
