import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/i18n/use-language';
import { cn } from '../../lib/cn';
import { sectionLinks } from './nav-links';

type SectionNavProps = {
  label: string;
  className?: string;
  listClassName?: string;
  onNavigate?: () => void;
};

export function SectionNav({ label, className, listClassName, onNavigate }: SectionNavProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <nav aria-label={label} className={className}>
      <ul className={cn('flex', listClassName)}>
        {sectionLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={localize(link.to)}
              onClick={onNavigate}
              className="block rounded px-2 py-2 text-sm font-medium tracking-wide text-white/90 hover:text-brass-300"
            >
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
