import type { Language } from '@lexbridge/shared/i18n/languages';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../platform/deps';
import { translator } from '../../platform/i18n/translator';
import type { AccountOutcome } from './erase-account';
import type { MattersOutcome } from './erase-matters';

type MailDeps = Pick<ServiceDeps, 'mailer'>;
type Recipient = { name: string; email: string; language: Language };

function send(deps: MailDeps, tx: DbOrTx, to: Recipient, subject: string, lines: string[]) {
  const firm = deps.mailer.branding(to.language);
  const t = translator(to.language);
  const text = [
    t('emails:erasure.greeting', { name: to.name }),
    '',
    ...lines,
    '',
    t('emails:erasureOutcome.questions', { email: firm.contactEmail }),
    '',
    firm.name,
  ].join('\n');
  return deps.mailer.send({ to: to.email, language: to.language, subject, text }, { tx });
}

/**
 * Tells the client, in their language, what was erased and what was kept and why: invoices the law
 * makes the firm keep, matters on legal hold. Sent to the address they asked from (the account
 * no longer has it), in the transaction that erased.
 */
export function mailErasureDone(
  deps: MailDeps,
  tx: DbOrTx,
  to: Recipient,
  outcome: { matters: MattersOutcome; account: AccountOutcome },
) {
  const t = translator(to.language);
  const { matters, account } = outcome;
  const lines = [
    t('emails:erasureOutcome.done'),
    '',
    t('emails:erasureOutcome.erasedTitle'),
    `- ${t('emails:erasureOutcome.erasedMatters', { count: matters.erased })}`,
    `- ${t('emails:erasureOutcome.erasedDocuments', { count: matters.documents })}`,
    `- ${t('emails:erasureOutcome.erasedThreads', { count: matters.threads })}`,
    `- ${t('emails:erasureOutcome.erasedAppointments', { count: matters.appointments })}`,
    `- ${t('emails:erasureOutcome.erasedChats', { count: account.chats })}`,
    `- ${t(account.accountDeleted ? 'emails:erasureOutcome.accountDeleted' : 'emails:erasureOutcome.accountClosed')}`,
  ];
  const kept = [
    ...(matters.keptForInvoices > 0
      ? [`- ${t('emails:erasureOutcome.keptInvoices', { count: matters.keptForInvoices })}`]
      : []),
    ...(matters.keptOnHold > 0
      ? [`- ${t('emails:erasureOutcome.keptOnHold', { count: matters.keptOnHold })}`]
      : []),
    ...(account.bookingsAnonymised > 0
      ? [`- ${t('emails:erasureOutcome.keptPayments', { count: account.bookingsAnonymised })}`]
      : []),
  ];
  if (kept.length > 0) lines.push('', t('emails:erasureOutcome.keptTitle'), ...kept);
  return send(deps, tx, to, t('emails:erasureOutcome.doneSubject'), lines);
}

/** Tells the client, in their language, that the firm refused and why, in the firm's words. */
export function mailErasureRefused(deps: MailDeps, tx: DbOrTx, to: Recipient, reason: string) {
  const t = translator(to.language);
  const lines = [
    t('emails:erasureOutcome.refused'),
    '',
    reason,
    '',
    t('emails:erasureOutcome.complain'),
  ];
  return send(deps, tx, to, t('emails:erasureOutcome.refusedSubject'), lines);
}
