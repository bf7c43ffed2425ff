import { z } from '../zod';
import { newPasswordSchema } from './auth';

/**
 * How long an invitation link works: a week, long enough for a client who reads mail weekly. It
 * is a single-use sign-in token like the 15-minute sign-in link, which a client asks for
 * themselves and uses at once; an invitation arrives unannounced.
 */
export const INVITATION_VALID_DAYS = 7;

/** GET /api/invitations/status, for the client the invitation link signed in. */
export type InvitationStatus = { email: string; name: string; hasPassword: boolean };

/** POST /api/invitations/password: the invited client's first password. Answers 204. */
export const choosePasswordSchema = z.object({ password: newPasswordSchema });
export type ChoosePasswordInput = z.infer<typeof choosePasswordSchema>;
