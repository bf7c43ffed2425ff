import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RESET_LINK_VALID_MINUTES,
  SIGN_IN_LINK_VALID_MINUTES,
  mailedLinkRequestSchema,
} from '@lexbridge/shared/schemas/account-links';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { useServerForm } from '../../../lib/use-server-form';
import { requestMailedLink, type MailedLinkKind } from '../api/request-mailed-link';

const texts = {
  'sign-in-link': { key: 'signInLink', minutes: SIGN_IN_LINK_VALID_MINUTES },
  'password-reset': { key: 'forgotPassword', minutes: RESET_LINK_VALID_MINUTES },
} as const;

/**
 * Asks for a sign-in link or a reset link by e-mail. The confirmation never says whether the
 * address has an account; a refusal (too many requests) says how long to wait.
 */
export function MailedLinkForm(props: {
  kind: MailedLinkKind;
  idPrefix: string;
  onBack: () => void;
}) {
  const { kind, idPrefix, onBack } = props;
  const { t } = useTranslation('auth');
  const { key, minutes } = texts[kind];
  const [sentTo, setSentTo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form replaced what had focus: focus its heading so keyboard and screen reader follow.
  useEffect(() => heading.current?.focus(), []);
  const { form, serverError, onSubmit } = useServerForm({
    schema: mailedLinkRequestSchema,
    defaultValues: { email: '' },
    async submit(values) {
      await requestMailedLink(kind, values);
      setSentTo(values.email);
    },
  });

  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t(`${key}.heading`)}
      </h2>
      <p className="text-sm text-muted">{t(`${key}.intro`, { minutes })}</p>
      {sentTo && <Alert tone="success">{t(`${key}.sent`, { email: sentTo, minutes })}</Alert>}
      <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
        <FormInput
          name="email"
          id={`${idPrefix}-${kind}-email`}
          label={t('fields.email')}
          type="email"
          autoComplete="username"
        />
        <FormSubmit className="w-full" pendingLabel={t('mailedLink.pending')}>
          {t(`${key}.submit`)}
        </FormSubmit>
      </Form>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {t('mailedLink.back')}
      </Button>
    </div>
  );
}
