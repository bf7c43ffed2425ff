import { z } from '../zod';
import { msg } from '../i18n/message';
import { defaultLanguage, languages, type Language } from '../i18n/languages';
import { emailSchema } from './auth';
import type { AdminMatter } from './matters';
import { pagingQuery } from './paging';

/** GET /api/admin/clients: `search` matches the name or the e-mail, whatever the case. */
export const clientListQuerySchema = pagingQuery;
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientIdParams = z.object({
  id: z.string().trim().min(1, msg('validation:id.invalid')).max(100, msg('validation:id.invalid')),
});

/** A client (any account that is not an administrator) as the admin Clients page lists it. */
export type AdminClient = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  language: Language;
  matterCount: number;
  /** When they last signed in (ISO 8601), or null if never. */
  lastSignInAt: string | null;
  /** Added by the firm and has not yet opened the invitation (never signed in, no password). */
  awaitingPassword: boolean;
  /**
   * Whether the owner proved the address (opened a link mailed to it). Until then the firm opens
   * no matter for the account and makes it no administrator: whoever set its password may not be
   * the person the address belongs to. An invitation sends the owner the link that proves it.
   */
  confirmed: boolean;
  createdAt: string;
};

export type ClientList = { clients: AdminClient[]; page: number; pageSize: number; total: number };

/** GET /api/admin/clients/:id: the client and all their matters, newest first. */
export type AdminClientDetail = AdminClient & { matters: AdminMatter[] };

export const CLIENT_NAME_MAX = 120;
export const CLIENT_PHONE_MAX = 40;

/** POST /api/admin/clients: the firm adds a client, who is e-mailed an invitation. */
export const newClientSchema = z.object({
  name: z
    .string({ error: msg('validation:client.nameRequired') })
    .trim()
    .min(1, msg('validation:client.nameRequired'))
    .max(CLIENT_NAME_MAX, msg('validation:client.nameTooLong', { max: CLIENT_NAME_MAX })),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(CLIENT_PHONE_MAX, msg('validation:client.phoneTooLong', { max: CLIENT_PHONE_MAX }))
    .regex(/^[+()\d\s./-]*$/, msg('validation:client.phoneFormat'))
    .nullish()
    .transform((value) => value || null),
  language: z
    .enum(languages, { error: msg('validation:language.invalid') })
    .default(defaultLanguage),
});
export type NewClientInput = z.input<typeof newClientSchema>;
