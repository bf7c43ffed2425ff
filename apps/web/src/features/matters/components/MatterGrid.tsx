import { Link } from 'react-router';
import type { ClientMatter } from '@lexbridge/shared/schemas/matters';
import { MatterCard } from './MatterCard';

/** The matters as cards under the page's title; each opens the matter's details (a URL of its own). */
export function MatterGrid({
  matters,
  linkTo,
}: {
  matters: ClientMatter[];
  linkTo: (matter: ClientMatter) => string;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {matters.map((matter) => (
        <li key={matter.id}>
          <MatterCard
            matter={matter}
            heading="h2"
            title={
              <Link to={linkTo(matter)} className="underline-offset-4 hover:underline">
                {matter.title}
              </Link>
            }
          />
        </li>
      ))}
    </ul>
  );
}
