import { localizePath, type Language } from '@lexbridge/shared/i18n/languages';
import type { MailBranding } from '../../platform/mailer/branding';
import type { MailMessage } from '../../platform/mailer/mailer';
import { translator } from '../../platform/i18n/translator';
import { auditActor, recordAudit } from '../security';
import { profileLanguage } from '../account';
import type { ServiceDeps } from '../../platform/deps';

type Deps = Pick<ServiceDeps, 'db' | 'mailer' | 'publicUrl'>;
type Account = { id: string; email: string; name: string };

/**
 * Tells the account's owner, so that a reset they did not make does not go unnoticed; `firm` is
 * the firm as its published site names it in `language` (`mailer.branding`).
 */
function passwordChangedMail(
  user: Account,
  signInUrl: string,
  language: Language,
  firm: Pick<MailBranding, 'name'>,
): MailMessage {
  const t = translator(language);
  return {
    to: user.email,
    language,
    subject: t('emails:passwordChanged.subject', { firm: firm.name }),
    text: [
      t('emails:passwordChanged.body', { firm: firm.name, email: user.email }),
      '',
      t('emails:passwordChanged.notYou'),
      signInUrl,
    ].join('\n'),
  };
}

/**
 * After a reset through an e-mailed link: the audit entry and the notice to the account's address,
 * together (Better Auth has already stored the password and ended every session).
 */
export async function afterPasswordReset(deps: Deps, user: Account, ip: string | null) {
  await deps.db.transaction(async (tx) => {
    const language = await profileLanguage(tx, user.id);
    await recordAudit(tx, {
      ...auditActor(user),
      action: 'user.password_reset',
      subjectType: 'user',
      subjectId: user.id,
      details: { email: user.email, ip: ip ?? '' },
    });
    const signInUrl = new URL(localizePath('/auth', language), deps.publicUrl).toString();
    const firm = deps.mailer.branding(language);
    await deps.mailer.send(passwordChangedMail(user, signInUrl, language, firm), { tx });
  });
  await deps.mailer.deliverDue();
}
