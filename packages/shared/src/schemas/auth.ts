import { z } from '../zod';
import { languages, type Language } from '../i18n/languages';
import { msg } from '../i18n/message';

/** Passwords have at least eight characters: six is too easy to guess. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const RESERVED_ADMIN_EMAIL_MESSAGE = 'This email is reserved for admin access.';

export const emailSchema = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address.'));

export const newPasswordSchema = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({ email: emailSchema, password: newPasswordSchema });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Body of POST /api/setup: creates the first administrator with a one-time token. */
export const setupAdminSchema = z.object({
  token: z.string().min(1, 'The setup link has no token.'),
  email: emailSchema,
  password: newPasswordSchema,
});
export type SetupAdminInput = z.infer<typeof setupAdminSchema>;

/** GET /api/setup/status?token=...: whether the link can still create the first administrator. */
export type SetupStatus = { state: 'ready' | 'invalid-token' | 'admin-exists' };

/** GET /api/me; `language` is the profile's, which the portal and admin pages are shown in. */
export type MeResponse = {
  user: { id: string; email: string; name: string; language: Language };
  isAdmin: boolean;
};

/** PATCH /api/me: what a signed-in user may change about themselves. Answers 204. */
export const updateMeSchema = z.object({
  language: z.enum(languages, { error: msg('validation:language.invalid') }),
});
export type UpdateMeInput = z.infer<typeof updateMeSchema>;
