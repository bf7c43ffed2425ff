import { Link } from 'react-router';
import { footer } from '@lexbridge/shared/firm/content';
import { firm } from '@lexbridge/shared/firm/firm';

const headingClass = 'font-sans text-sm font-semibold tracking-wider text-brass-300 uppercase';
const linkClass = 'rounded text-white/85 underline-offset-4 hover:text-white hover:underline';

/** Site footer: the home page anchors, the two sign-in entrances and the firm's details. */
export function Footer() {
  const { street, postalCode, city, country } = firm.address;
  return (
    <footer className="on-dark bg-navy-950 px-4 py-12 text-white sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl font-semibold">{firm.name}</p>
          <p className="mt-2 text-sm text-white/80">{footer.blurb}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className={headingClass}>{footer.quickLinksTitle}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footer.anchors.map((anchor) => (
              <li key={anchor.to}>
                <Link className={linkClass} to={anchor.to}>
                  {anchor.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{footer.accessTitle}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className={linkClass} to="/auth">
                {footer.clientPortal}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/admin-access">
                {footer.adminAccess}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{footer.contactTitle}</h2>
          <address className="mt-3 space-y-1 text-sm text-white/85 not-italic">
            <p>
              {street}, {postalCode} {city}, {country}
            </p>
            <p>{firm.phone}</p>
            <p className="break-all">{firm.contactEmail}</p>
            <p>{firm.officeHours}</p>
          </address>
        </div>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-white/15 pt-6 text-xs text-white/70">
        © {firm.legalName}. The information on this site is general and is not legal advice.
      </p>
    </footer>
  );
}
