import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedState } from '@lexbridge/shared/schemas/calendar-feed';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useAuth } from '../../auth';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/calendar-feed';
import { AccountSection } from './AccountSection';

/**
 * An administrator's private calendar feed: an address their calendar app subscribes to, listing
 * every appointment and consultation. Shown once when made (only its hash is kept); a new address
 * or turning it off makes the old one stop working.
 */
export function CalendarFeedSection() {
  const { isAdmin } = useAuth();
  const { t } = useTranslation('account');
  const feed = useCalendarFeed(isAdmin);
  if (!isAdmin) return null;
  return (
    <AccountSection title={t('calendarFeed.title')} intro={t('calendarFeed.intro')}>
      {feed.data ? (
        <FeedControls state={feed.data} />
      ) : (
        <p className="text-sm text-muted">
          {feed.isError ? t('calendarFeed.loadFailed') : t('calendarFeed.loading')}
        </p>
      )}
    </AccountSection>
  );
}

function FeedControls({ state }: { state: CalendarFeedState }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const change = useChangeCalendarFeed();
  const addressId = useId();

  function turn(on: boolean) {
    change.mutate(on, {
      onSuccess: () => toast.success(t(on ? 'calendarFeed.turnedOn' : 'calendarFeed.turnedOff')),
      onError: (error) =>
        toast.error(t('calendarFeed.failed'), { description: errorMessage(error) }),
    });
  }
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendarFeed.copied'));
    } catch {
      toast.error(t('calendarFeed.copyFailed'));
    }
  }

  return (
    <div className="space-y-4">
      {state.url && (
        <div className="space-y-3">
          <Field
            id={addressId}
            label={t('calendarFeed.address')}
            description={t('calendarFeed.once')}
          >
            <Input readOnly value={state.url} onFocus={(event) => event.target.select()} />
          </Field>
          <Button type="button" variant="outline" onClick={() => copy(state.url!)}>
            {t('calendarFeed.copy')}
          </Button>
        </div>
      )}
      <p className="text-sm" role="status">
        {state.enabled && state.createdAt
          ? t('calendarFeed.onSince', { date: formatDateTime(state.createdAt, language) })
          : t('calendarFeed.off')}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" disabled={change.isPending} onClick={() => turn(true)}>
          {state.enabled ? t('calendarFeed.replace') : t('calendarFeed.turnOn')}
        </Button>
        {state.enabled && (
          <Button
            type="button"
            variant="outline"
            disabled={change.isPending}
            onClick={() => turn(false)}
          >
            {t('calendarFeed.turnOff')}
          </Button>
        )}
      </div>
    </div>
  );
}
