import type { ReactNode } from 'react';

/** A group of the editor's fields under its heading, as the settings page groups its own. */
export function EditorSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 space-y-4 rounded-lg border border-border bg-white p-4 sm:p-6">
      <h2 className="text-xl font-semibold">{title}</h2>
      {intro && <p className="text-sm text-muted">{intro}</p>}
      {children}
    </section>
  );
}
