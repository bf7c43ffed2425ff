import { z } from '../zod';
import { languages, type Language } from '../i18n/languages';
import { msg } from '../i18n/message';
import { adminNameSchema } from './administrators';

/** Passwords have at least eight characters: six is too easy to guess. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string({ error: msg('validation:email.required') })
  .trim()
  .toLowerCase()
  .pipe(z.email(msg('validation:email.invalid')));

export const newPasswordSchema = z
  .string({ error: msg('validation:password.required') })
  .min(PASSWORD_MIN_LENGTH, msg('validation:password.tooShort', { min: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, msg('validation:password.tooLong', { max: PASSWORD_MAX_LENGTH }));

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: msg('validation:password.enter') })
    .min(1, msg('validation:password.enter')),
});
export type SignInInput = z.infer<typeof signInSchema>;

/**
 * Body of POST /api/auth/sign-up/email: only the address. The password is chosen on the page the
 * mailed link opens, by whoever proved they read that address's mail.
 */
export const signUpSchema = z.object({ email: emailSchema });
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * Body of POST /api/setup: creates the first administrator with a one-time token, and the name
 * their replies to clients are signed with.
 */
export const setupAdminSchema = z.object({
  token: z.string().min(1, msg('validation:setup.tokenMissing')),
  name: adminNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type SetupAdminInput = z.infer<typeof setupAdminSchema>;

/** GET /api/setup/status?token=...: whether the link can still create the first administrator. */
export type SetupStatus = { state: 'ready' | 'invalid-token' | 'admin-exists' };

/**
 * GET /api/me; `language` is the profile's, which the portal and admin pages are shown in.
 * `nameChosen`: whether `name` was chosen by a person rather than taken from the e-mail address (an
 * administrator's replies carry the firm's name until it is). `teamMemberId`: the administrator's
 * card on the site's team, whose photo and role their replies show (null: none).
 */
export type MeResponse = {
  user: {
    id: string;
    email: string;
    name: string;
    nameChosen: boolean;
    language: Language;
    twoFactorEnabled: boolean;
    teamMemberId: string | null;
  };
  isAdmin: boolean;
  /**
   * An administrator without a second factor where the server requires one: until they enrol,
   * every admin API answers 403 MFA_ENROLMENT_REQUIRED and the web app sends them to enrolment.
   */
  mfaEnrolmentRequired: boolean;
};

/** PATCH /api/me: what a signed-in user may change about themselves. Answers 204. */
export const updateMeSchema = z.object({
  language: z.enum(languages, { error: msg('validation:language.invalid') }),
});
export type UpdateMeInput = z.infer<typeof updateMeSchema>;
