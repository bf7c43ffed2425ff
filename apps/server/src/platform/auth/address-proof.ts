import { localizePath, type Language } from '@lexbridge/shared/i18n/languages';
import { ADDRESS_LINK_VALID_HOURS } from '@lexbridge/shared/schemas/account-links';
import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../mailer/mailer';
import { signInLinkUrl } from './link-urls';
import { issueSignInToken } from './sign-in-tokens';
import { alreadyRegisteredMail, verificationMail } from './verification-mail';

type MailDeps = { mailer: Mailer; publicUrl: string };

/**
 * An account belongs to whoever proves its address. The only link that confirms an address is an
 * e-mailed sign-in token (Better Auth's magic link): opening it for an unconfirmed account first
 * deletes every password and session the account had (Better Auth's "unproven account access"
 * rule), marks the address confirmed, then signs the holder in on the page where they choose
 * their own password. So a password someone set before the owner arrived never survives the
 * owner's proof. Mailed inside `tx`: the token and its mail exist together.
 */
export async function mailAddressProof(
  deps: MailDeps,
  tx: DbOrTx,
  email: string,
  language: Language,
) {
  const token = await issueSignInToken(tx, email, ADDRESS_LINK_VALID_HOURS * 3600);
  const url = signInLinkUrl(deps.publicUrl, token, { landing: '/invitation', language });
  const firm = deps.mailer.branding(language);
  await deps.mailer.send(verificationMail(email, url, language, firm), { tx });
}

/** Tells a confirmed account's owner that someone tried to sign up with their address. */
export async function mailAlreadyRegistered(
  deps: MailDeps,
  tx: DbOrTx,
  email: string,
  language: Language,
) {
  const signInUrl = new URL(localizePath('/auth', language), deps.publicUrl).toString();
  const firm = deps.mailer.branding(language);
  await deps.mailer.send(alreadyRegisteredMail(email, signInUrl, language, firm), { tx });
}
