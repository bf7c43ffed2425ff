import { z } from '../zod';
import { msg } from '../i18n/message';
import { emailSchema, newPasswordSchema } from './auth';

/** An e-mailed sign-in link works once, for 15 minutes: long enough to open the mail, no longer. */
export const SIGN_IN_LINK_VALID_MINUTES = 15;
/**
 * The link that proves an address and leads to choosing a password (sign-up, or an account whose
 * address was never proven) works once, for a day: mail can be slow, and it signs in only the
 * mailbox's owner.
 */
export const ADDRESS_LINK_VALID_HOURS = 24;
/** A password reset link works once, for an hour. */
export const RESET_LINK_VALID_MINUTES = 60;

/** POST /api/auth/sign-in/magic-link and POST /api/auth/request-password-reset. */
export const mailedLinkRequestSchema = z.object({ email: emailSchema });
export type MailedLinkRequest = z.infer<typeof mailedLinkRequestSchema>;

/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: msg('validation:resetPassword.tokenMissing') })
    .min(1, msg('validation:resetPassword.tokenMissing'))
    .max(200, msg('validation:resetPassword.tokenMissing')),
  newPassword: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
