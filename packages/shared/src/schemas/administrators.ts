import { z } from '../zod';
import { msg } from '../i18n/message';
import { stableId } from '../site/ids';

/** The longest name an administrator may sign their replies with. */
export const ADMIN_NAME_MAX = 80;

/**
 * An administrator's display name: what clients see beside the firm's replies. Trimmed, 1 to 80
 * characters, on one line (no control characters: a line break or tab would break every list and
 * e-mail subject the name appears in).
 */
export const adminNameSchema = z
  .string({ error: msg('validation:administrator.name') })
  .trim()
  .min(1, msg('validation:administrator.name'))
  .max(ADMIN_NAME_MAX, msg('validation:administrator.nameTooLong', { max: ADMIN_NAME_MAX }))
  .refine((name) => !/\p{Cc}/u.test(name), msg('validation:administrator.nameOneLine'));

/**
 * The name an administrator's reply is signed with: their own once they have chosen one, else the
 * firm's. An account starts named after its e-mail's local part ('partner', 'info'), which tells a
 * client nothing true about who answered, and shows part of a staff address.
 */
export const replyAuthorName = (
  { name, nameChosen }: { name: string; nameChosen: boolean },
  firmName: string,
) => (nameChosen ? name : firmName);

/**
 * GET /api/admin/administrators: who has the administrator role, and since when (oldest first).
 * `nameChosen` is false while the account still has the name it started with (its e-mail's local
 * part): until they choose one, clients see the firm's name on that administrator's replies.
 */
export type Administrator = {
  id: string;
  name: string;
  nameChosen: boolean;
  email: string;
  since: string;
};

/**
 * POST /api/admin/administrators: makes an existing account an administrator, with the name its
 * replies will be signed with.
 */
export const grantAdminSchema = z.object({
  email: z
    .string({ error: msg('validation:administrator.email') })
    .trim()
    .toLowerCase()
    .min(1, msg('validation:administrator.email'))
    .pipe(z.email(msg('validation:email.invalid'))),
  name: adminNameSchema,
});
export type GrantAdminInput = z.input<typeof grantAdminSchema>;

/** PATCH /api/admin/administrators/me: the asking administrator's own display name. Answers 204. */
export const renameAdminSchema = z.object({ name: adminNameSchema });
export type RenameAdminInput = z.input<typeof renameAdminSchema>;

/** DELETE /api/admin/administrators/:id: the account whose role is revoked. */
export const administratorIdParams = z.object({
  id: z.string().trim().min(1).max(100, msg('validation:id.invalid')),
});

/**
 * PUT /api/admin/administrators/me/team-card: the asking administrator's card on the site's team
 * (a team member's id in Admin -> Site), or null for none. Their replies show its photo and role.
 * Answers 204; an id the published team does not have is refused.
 */
export const linkTeamCardSchema = z.object({ teamMemberId: stableId.nullable() });
export type LinkTeamCardInput = z.input<typeof linkTeamCardSchema>;
