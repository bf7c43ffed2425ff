import { useId, type ReactNode } from 'react';

/** One part of the account page under its heading, named by it for assistive technology. */
export function AccountSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-border bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {intro && <p className="text-sm text-muted">{intro}</p>}
      {children}
    </section>
  );
}
