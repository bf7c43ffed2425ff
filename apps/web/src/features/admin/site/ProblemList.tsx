import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { PathButton, usePathLabel } from './PathButton';
import type { Problem } from './problems';

/**
 * Why the draft was not saved, field by field: each leads to its field (on whichever tab), where
 * the same message stands. Also lists problems of parts this page does not edit.
 */
export function ProblemList({
  problems,
  onGoTo,
}: {
  problems: Problem[];
  onGoTo: (path: string) => void;
}) {
  const { t } = useTranslation('siteEditor');
  const translate = useTranslateMessage();
  const label = usePathLabel();
  if (problems.length === 0) return null;
  return (
    <Alert tone="error">
      <p className="font-medium">{t('problems.title', { count: problems.length })}</p>
      <ul className="mt-2 space-y-1">
        {problems.map(({ path, message }) => (
          <li key={path}>
            <PathButton
              path={path}
              text={`${label(path)}: ${translate(message)}`}
              onGoTo={onGoTo}
            />
          </li>
        ))}
      </ul>
    </Alert>
  );
}
