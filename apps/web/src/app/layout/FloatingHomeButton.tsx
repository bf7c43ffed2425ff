import { Link, useLocation } from 'react-router';
import { House } from 'lucide-react';

const HIDDEN_ON = new Set(['/', '/client-portal']);

/**
 * A round Home link at the top-left, just below the (sticky) header so it never covers it.
 * It is rendered inside the header so it stays in view and inside a landmark.
 */
export function FloatingHomeButton() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (HIDDEN_ON.has(path)) return null;

  return (
    <Link
      to="/"
      aria-label="Home"
      title="Home"
      className="absolute left-4 top-full mt-3 inline-flex size-11 items-center justify-center rounded-full border border-brass-600 bg-brass-500 text-navy-950 shadow-md hover:bg-brass-400 focus-visible:outline-navy-700"
    >
      <House aria-hidden="true" className="size-5" />
    </Link>
  );
}
