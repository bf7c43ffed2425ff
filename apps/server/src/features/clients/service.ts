import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { AdminClient } from '@lexbridge/shared/schemas/clients';
import type { z } from 'zod';
import type { clientListQuerySchema } from '@lexbridge/shared/schemas/clients';
import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import type { Db, DbOrTx } from '../../db/client';
import { matters, profiles, users } from '../../db/schema/index';
import { containsFolded } from '../../db/text-fold';
import { isNotAdmin } from '../matters';

type ListQuery = z.output<typeof clientListQuerySchema>;

// Spelled out: inside a subquery Drizzle would leave the outer column unqualified.
const matterCount = sql<number>`(select count(*)::int from matters m where m.client_id = users.id)`;

// Added by the firm and not yet through the invitation: never signed in (the invitation link
// signs the client in) and no password. A client who keeps using e-mailed links has accepted it.
const awaitingPassword = sql<boolean>`(not exists (select 1 from accounts a where a.user_id = users.id and a.provider_id = 'credential') and ${profiles.lastSignInAt} is null)`;

const clientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: profiles.phone,
  language: profiles.language,
  lastSignInAt: profiles.lastSignInAt,
  createdAt: users.createdAt,
  matterCount,
  awaitingPassword,
  confirmed: users.emailVerified,
};

type ClientRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  language: AdminClient['language'] | null;
  lastSignInAt: Date | null;
  createdAt: Date;
  matterCount: number;
  awaitingPassword: boolean;
  confirmed: boolean;
};

function toAdminClient(row: ClientRow): AdminClient {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    language: row.language ?? defaultLanguage,
    matterCount: Number(row.matterCount),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    awaitingPassword: Boolean(row.awaitingPassword),
    confirmed: row.confirmed,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Every account that is not an administrator, whether the firm added it or it signed up itself,
 * by name. `search` matches the name or the e-mail, ignoring case and accents.
 */
export async function listClients(db: Db, query: ListQuery) {
  const where = and(
    isNotAdmin(users.id),
    query.search
      ? or(
          containsFolded(users.nameFolded, query.search),
          containsFolded(users.emailFolded, query.search),
        )
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(clientColumns)
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(asc(users.name), asc(users.email))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { clients: rows.map(toAdminClient), total: Number(count?.total ?? 0) };
}

/** One client, or undefined when there is none with that id (administrators are not clients). */
export async function findClient(db: Db, id: string) {
  const [row] = await db
    .select(clientColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, id), isNotAdmin(users.id)));
  return row && toAdminClient(row);
}

/** A client's matters, newest first, as the firm sees them. */
export async function clientMatters(db: Db, clientId: string) {
  return db
    .select({ matter: matters, clientName: users.name, clientEmail: users.email })
    .from(matters)
    .innerJoin(users, eq(users.id, matters.clientId))
    .where(eq(matters.clientId, clientId))
    .orderBy(desc(matters.createdAt));
}

/** How many clients the firm has: every account that is not an administrator. */
export async function countClients(db: DbOrTx) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(isNotAdmin(users.id));
  return Number(row?.n ?? 0);
}
