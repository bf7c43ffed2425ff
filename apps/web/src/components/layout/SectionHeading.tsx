import { cn } from '../../lib/cn';

/** The h2 and short introduction every home page section starts with. */
export function SectionHeading({
  id,
  title,
  intro,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto mb-10 max-w-2xl text-center', className)}>
      <h2 id={id} className="text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      <div aria-hidden="true" className="mx-auto mt-4 h-0.5 w-16 bg-brass-500" />
      {intro && <p className="mt-4 text-lg text-muted">{intro}</p>}
    </div>
  );
}

/** Outer box of a home page section: full-width band with a centred column. */
export function SectionBand({
  id,
  labelledBy,
  tone = 'paper',
  children,
}: {
  id: string;
  labelledBy: string;
  tone?: 'paper' | 'white' | 'muted';
  children: React.ReactNode;
}) {
  const bg = { paper: 'bg-paper', white: 'bg-white', muted: 'bg-paper-muted' }[tone];
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('px-4 py-20 sm:px-6', bg)}>
      <div className="mx-auto max-w-6xl">{children}</div>
    </section>
  );
}
