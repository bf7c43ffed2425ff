import { z } from '../zod';
import { msg } from '../i18n/message';
import type { Language } from '../i18n/languages';
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
  createdAt: string;
};

export type ClientList = { clients: AdminClient[]; page: number; pageSize: number; total: number };

/** GET /api/admin/clients/:id: the client and all their matters, newest first. */
export type AdminClientDetail = AdminClient & { matters: AdminMatter[] };
