import { useTranslation } from 'react-i18next';
import { useFirm } from '../../site';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { saveBlob } from '../../../lib/download-file';

/**
 * Backup codes, shown once (after enrolment or regeneration): each signs in once without the
 * phone. Download and Copy keep them; they are never shown again.
 */
export function BackupCodesPanel({
  codes,
  Heading,
  onDone,
}: {
  codes: string[];
  /** The level below the section's heading, wherever the section is shown. */
  Heading: 'h2' | 'h3';
  onDone: () => void;
}) {
  const { t } = useTranslation('auth');
  const firm = useFirm();
  const text = codes.join('\n');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('twoFactor.backup.copied'));
    } catch {
      toast.error(t('twoFactor.backup.copyFailed'));
    }
  }
  return (
    <section aria-labelledby="backup-codes-heading" className="space-y-4">
      <Heading id="backup-codes-heading" className="text-lg font-semibold">
        {t('twoFactor.backup.heading')}
      </Heading>
      <Alert tone="warning">{t('twoFactor.backup.once')}</Alert>
      <ul aria-label={t('twoFactor.backup.listLabel')} className="grid grid-cols-2 gap-2 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            saveBlob(
              new Blob([`${text}\n`], { type: 'text/plain' }),
              `${firm.name} backup codes.txt`,
            )
          }
        >
          {t('twoFactor.backup.download')}
        </Button>
        <Button variant="outline" onClick={() => void copy()}>
          {t('twoFactor.backup.copy')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.backup.done')}</Button>
      </div>
    </section>
  );
}
