import { z } from '../zod';
import { msg } from '../i18n/message';
import { newPasswordSchema } from './auth';

/** How long an invitation link works: a week, long enough for a client who reads mail weekly. */
export const INVITATION_VALID_DAYS = 7;

const tokenSchema = z
  .string({ error: msg('validation:invitation.tokenMissing') })
  .min(1, msg('validation:invitation.tokenMissing'))
  .max(200, msg('validation:invitation.tokenMissing'));

/** GET /api/invitations/status?token=... */
export const invitationStatusQuery = z.object({ token: tokenSchema });

/** What the invitation page needs: whom the link is for, or that it no longer works. */
export type InvitationStatus =
  { state: 'ready'; email: string; name: string } | { state: 'invalid' };

/** POST /api/invitations/accept: sets the password, uses up the link and signs the client in. */
export const acceptInvitationSchema = z.object({ token: tokenSchema, password: newPasswordSchema });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** `signedIn` is false when the password was set but the session could not be opened. */
/** `twoFactorRequired`: the account has two-factor sign-in, and the sign-in waits for its code. */
export type AcceptInvitationResult = { signedIn: boolean; twoFactorRequired?: boolean };
