import { useTranslation } from 'react-i18next';
import type { MissingTranslation } from '@lexbridge/shared/site/missing-translations';
import { PathButton, usePathLabel } from './PathButton';

/**
 * The texts of the saved draft written in one language only; each leads to its field. The public
 * page shows the other language there (marked with `lang`), so nothing is blank meanwhile.
 */
export function MissingTranslations({
  missing,
  onGoTo,
}: {
  missing: MissingTranslation[];
  onGoTo: (path: string) => void;
}) {
  const { t } = useTranslation('siteEditor');
  const label = usePathLabel();
  if (missing.length === 0) return <p className="text-sm text-muted">{t('missing.none')}</p>;
  return (
    <details className="rounded-md border border-warning/40 bg-warning-soft p-3 text-sm">
      <summary className="cursor-pointer font-medium text-warning">
        {t('missing.summary', { count: missing.length })}
      </summary>
      <ul className="mt-2 space-y-1">
        {missing.map(({ path, language }) => (
          <li key={`${path}.${language}`}>
            <PathButton
              path={`${path}.${language}`}
              text={t('missing.entry', { field: label(path), language: t(`language.${language}`) })}
              onGoTo={onGoTo}
            />
          </li>
        ))}
      </ul>
    </details>
  );
}
