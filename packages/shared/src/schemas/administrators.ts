import { z } from '../zod';
import { msg } from '../i18n/message';

/** GET /api/admin/administrators: who has the administrator role, and since when (oldest first). */
export type Administrator = { id: string; name: string; email: string; since: string };

/** POST /api/admin/administrators: makes an existing account an administrator. */
export const grantAdminSchema = z.object({
  email: z
    .string({ error: msg('validation:administrator.email') })
    .trim()
    .toLowerCase()
    .min(1, msg('validation:administrator.email'))
    .pipe(z.email(msg('validation:email.invalid'))),
});
export type GrantAdminInput = z.input<typeof grantAdminSchema>;

/** DELETE /api/admin/administrators/:id: the account whose role is revoked. */
export const administratorIdParams = z.object({
  id: z.string().trim().min(1).max(100, msg('validation:id.invalid')),
});
