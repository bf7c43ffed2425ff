import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { tabOfPath } from './field-paths';

/** A field's place in the content as a person reads it: 'Practice areas › 3 › title'. */
export function usePathLabel() {
  const { t } = useTranslation('siteEditor');
  return (path: string) => {
    const [first = '', ...rest] = path.split('.');
    const parts = rest.map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part));
    return [t(`parts.${first}`, { defaultValue: first }), ...parts].join(' › ');
  };
}

/** Leads to the field at `path` (opens its tab and focuses it); plain text for parts not edited here. */
export function PathButton({
  path,
  text,
  onGoTo,
}: {
  path: string;
  text: string;
  onGoTo: (path: string) => void;
}) {
  if (!tabOfPath(path)) return <span>{text}</span>;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-auto px-1 text-left underline"
      onClick={() => onGoTo(path)}
    >
      {text}
    </Button>
  );
}
