import { z } from '../zod';
import { msg } from '../i18n/message';
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from './auth';

/**
 * POST /api/account/password: the current password proves it is the account's owner at the
 * keyboard, not someone who found a signed-in screen. Answers 204; every other session ends.
 */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: msg('validation:password.current') })
    .min(1, msg('validation:password.current'))
    .max(PASSWORD_MAX_LENGTH, msg('validation:password.tooLong', { max: PASSWORD_MAX_LENGTH })),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The form asks for the new password twice; the server needs it once. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    message: msg('validation:password.mismatch'),
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/** The code of the refusal when the current password is not the account's. */
export const WRONG_CURRENT_PASSWORD = 'INVALID_PASSWORD';

/** One signed-in session of the account, as its owner sees it. Never its token. */
export type AccountSession = {
  id: string;
  /** The session of the browser asking. */
  current: boolean;
  /** From the user agent; null when it names none we know. */
  browser: string | null;
  os: string | null;
  /** The address it signed in from; null when unknown. */
  ipAddress: string | null;
  /** A private or loopback address: the same network as the server, with no place to name. */
  localNetwork: boolean;
  /** ISO 3166 code of the country the address is registered in; null when none is known. */
  country: string | null;
  signedInAt: string;
  lastActiveAt: string;
};

/** GET /api/account/sessions: the current session first, then the most recently active. */
export type AccountSessionsResponse = { sessions: AccountSession[] };

export const sessionIdParamsSchema = z.object({
  id: z.string().min(1).max(100, msg('validation:id.invalid')),
});

/** POST /api/account/sessions/sign-out-others: how many other sessions were ended. */
export type SignOutOthersResponse = { signedOut: number };
