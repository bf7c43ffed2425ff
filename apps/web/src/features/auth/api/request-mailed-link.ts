import type { MailedLinkRequest } from '@lexbridge/shared/schemas/account-links';
import { apiRequest } from '../../../lib/api-client';

/** Which link to mail: a sign-in link, or a link to reset the password. */
export type MailedLinkKind = 'sign-in-link' | 'password-reset';

const paths: Record<MailedLinkKind, string> = {
  'sign-in-link': '/api/auth/sign-in/magic-link',
  'password-reset': '/api/auth/request-password-reset',
};

/** Asks for the link; the answer is the same whether or not the address has an account. */
export function requestMailedLink(kind: MailedLinkKind, input: MailedLinkRequest) {
  return apiRequest<unknown>(paths[kind], { method: 'POST', body: input });
}
