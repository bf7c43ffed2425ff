import { z } from '../zod';
import { msg } from '../i18n/message';

/** What the account's owner calls the authenticator (e.g. "My phone"). */
export const AUTHENTICATOR_NAME_MAX_LENGTH = 60;
/** Backup codes made at enrolment and on each regeneration. */
export const BACKUP_CODE_COUNT = 10;
/** 'Remember this device for 30 days'. */
export const TRUST_DEVICE_DAYS = 30;

const password = z
  .string({ error: msg('validation:password.enter') })
  .min(1, msg('validation:password.enter'));

const authenticatorCode = z
  .string({ error: msg('validation:twoFactor.code') })
  .trim()
  .regex(/^\d{6}$/, msg('validation:twoFactor.code'));

/** POST /api/two-factor/enrol. The password is asked of accounts that have one. */
export const enrolTwoFactorSchema = z.object({
  name: z
    .string({ error: msg('validation:twoFactor.name') })
    .trim()
    .min(1, msg('validation:twoFactor.name'))
    .max(AUTHENTICATOR_NAME_MAX_LENGTH, msg('validation:twoFactor.nameTooLong')),
  password: z.string().optional(),
});
export type EnrolTwoFactorInput = z.infer<typeof enrolTwoFactorSchema>;

/** POST /api/two-factor/confirm: the first code from the new authenticator. */
export const confirmTwoFactorSchema = z.object({ code: authenticatorCode });
export type ConfirmTwoFactorInput = z.infer<typeof confirmTwoFactorSchema>;

/** POST /api/two-factor/backup-codes and /api/two-factor/disable. */
export const twoFactorPasswordSchema = z.object({ password: password.optional() });
export type TwoFactorPasswordInput = z.infer<typeof twoFactorPasswordSchema>;

/** The sign-in's code step: an authenticator code or a backup code. */
export const twoFactorChallengeSchema = z.object({
  code: z
    .string({ error: msg('validation:twoFactor.challengeCode') })
    .trim()
    .min(1, msg('validation:twoFactor.challengeCode'))
    .max(20, msg('validation:twoFactor.challengeCode')),
  trustDevice: z.boolean().optional(),
});
export type TwoFactorChallengeInput = z.infer<typeof twoFactorChallengeSchema>;

/** GET /api/two-factor. */
export type TwoFactorStatus = {
  enabled: boolean;
  /** The authenticator's name, once enrolled. */
  name: string | null;
  /** Accounts without a password (signing in by e-mailed link) are not asked for one. */
  hasPassword: boolean;
};

/** POST /api/two-factor/enrol: what the authenticator app needs, made on the server. */
export type TwoFactorEnrolment = {
  /** The QR code as an SVG image (data URL). */
  qrCode: string;
  /** The same secret as text (base32), for typing in by hand. */
  secret: string;
};

/** Backup codes, shown once: after enrolment and after regenerating them. */
export type BackupCodes = { backupCodes: string[] };
