import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { Card } from '../../../components/ui/card';

export function AccessDenied() {
  const { t } = useTranslation('chat');
  return (
    <Card className="mx-auto max-w-md text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-destructive" />
      <h1 className="mt-3 text-2xl font-semibold">{t('admin.accessDenied.title')}</h1>
      <p className="mt-2 text-muted">{t('admin.accessDenied.text')}</p>
    </Card>
  );
}
