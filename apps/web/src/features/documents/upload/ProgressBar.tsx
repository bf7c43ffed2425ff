/** How much of a file has been sent, as a labelled progress bar. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-paper-muted"
    >
      <div
        className="h-full rounded-full bg-navy-800 motion-safe:transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
