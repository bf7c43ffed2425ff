import { and, asc, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ConflictCheckResult } from '@lexbridge/shared/schemas/matters';
import type { Db } from '../../db/client';
import { matters, users } from '../../db/schema/index';
import { containsFolded, foldText } from '../../db/text-fold';
import { isNotAdmin } from './service';

/** Enough to review at a glance; a longer list means the name is too short to be useful. */
const CONFLICT_LIMIT = 25;
/** A stored name this short is not matched inside the searched one ('Li' in 'Lima Ltd'). */
const SHORT_NAME = 3;

/**
 * The names match when, ignoring case and accents, one contains the other: 'Papadopoulos'
 * finds 'Giorgos Papadopoulos', and 'Papadopoulos Holdings Ltd' finds the client 'Papadopoulos'.
 * `folded` is the stored name's `*_folded` column.
 */
function namesMatch(folded: AnyPgColumn, name: string): SQL {
  return or(
    containsFolded(folded, name),
    and(
      sql`char_length(${folded}) >= ${SHORT_NAME}`,
      sql`strpos(${foldText(name)}, ${folded}) > 0`,
    ),
  )!;
}

/**
 * Before a matter is opened against `name`: the clients with that name (the firm would act against
 * its own client) and the opposing parties of other matters with it (the firm may already act
 * against them, or for them). Only hints: the admin decides.
 */
export async function findConflicts(
  db: Db,
  name: string,
  excludeMatterId?: string,
): Promise<ConflictCheckResult> {
  const [clients, parties] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(isNotAdmin(users.id), namesMatch(users.nameFolded, name)))
      .orderBy(asc(users.name))
      .limit(CONFLICT_LIMIT),
    db
      .select({
        matterId: matters.id,
        matterTitle: matters.title,
        opposingParty: sql<string>`${matters.opposingParty}`,
        clientId: matters.clientId,
        clientName: users.name,
      })
      .from(matters)
      .innerJoin(users, eq(users.id, matters.clientId))
      .where(
        and(
          isNotNull(matters.opposingParty),
          excludeMatterId ? ne(matters.id, excludeMatterId) : undefined,
          namesMatch(matters.opposingPartyFolded, name),
        ),
      )
      .orderBy(asc(matters.opposingParty))
      .limit(CONFLICT_LIMIT),
  ]);
  return { clients, opposingParties: parties };
}
