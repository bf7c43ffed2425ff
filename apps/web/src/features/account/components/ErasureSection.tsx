import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  erasureRequestSchema,
  type ErasureRequestInput,
  type ErasureRequestState,
} from '@lexbridge/shared/schemas/data-requests';
import { Button } from '../../../components/ui/button';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n/use-format';
import { useServerForm } from '../../../lib/use-server-form';
import { useErasureRequest, useRequestErasure } from '../api/erasure-request';
import { AccountSection } from './AccountSection';

/**
 * "Erase my data": the account holder asks the firm to erase what it holds about them, confirmed
 * with their password, and follows the request until the firm answers (within a month).
 */
export function ErasureSection() {
  const { t } = useTranslation('account');
  const current = useErasureRequest();
  const [asking, setAsking] = useState(false);
  const request = current.data?.request ?? null;
  return (
    <AccountSection title={t('erasure.title')} intro={t('erasure.intro')}>
      {current.isPending && <p className="text-sm text-muted">{t('erasure.loading')}</p>}
      {current.isError && <p className="text-sm text-muted">{t('erasure.loadFailed')}</p>}
      {request && <ErasureStatus request={request} />}
      {current.isSuccess &&
        request?.status !== 'open' &&
        (asking ? (
          <ErasureForm onDone={() => setAsking(false)} />
        ) : (
          <Button type="button" variant="outline" onClick={() => setAsking(true)}>
            {t('erasure.ask')}
          </Button>
        ))}
    </AccountSection>
  );
}

function ErasureStatus({ request }: { request: ErasureRequestState }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const dates = {
    requested: format.firmDate(request.requestedAt),
    due: format.firmDate(request.dueAt),
    decided: request.decidedAt ? format.firmDate(request.decidedAt) : '',
  };
  return (
    <p className="text-sm" role="status">
      {t(`erasure.${request.status}`, dates)}
    </p>
  );
}

function ErasureForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const send = useRequestErasure();
  const { form, serverError, onSubmit } = useServerForm({
    schema: erasureRequestSchema,
    defaultValues: { password: '' } satisfies ErasureRequestInput,
    async submit(input, form) {
      try {
        await send.mutateAsync(input);
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'INVALID_PASSWORD')) throw error;
        form.setError('password', { message: error.message }, { shouldFocus: true });
        return;
      }
      toast.success(t('erasure.sent'));
      onDone();
    },
  });
  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <FormInput
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('erasure.password')}
        description={t('erasure.passwordHint')}
      />
      <div className="flex flex-wrap gap-3">
        <FormSubmit pendingLabel={t('erasure.sending')}>{t('erasure.submit')}</FormSubmit>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('erasure.cancel')}
        </Button>
      </div>
    </Form>
  );
}
