export function LoadingScreen() {
  return (
    <div
      className="flex min-h-[50vh] items-center justify-center px-4 pt-20"
      role="status"
      aria-live="polite"
    >
      <p className="text-muted">Loading...</p>
    </div>
  );
}
