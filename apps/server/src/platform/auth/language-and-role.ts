import { sql } from 'drizzle-orm';
import { defaultLanguage, type Language } from '@lexbridge/shared/i18n/languages';
import type { DbOrTx } from '../../db/client';
import { profiles, userRoles } from '../../db/schema/index';

/**
 * The profile's language and team card, and whether the account is an administrator, in one
 * round trip.
 */
export async function languageAndRole(
  db: DbOrTx,
  userId: string,
): Promise<{ language: Language; isAdmin: boolean; teamMemberId: string | null }> {
  const [row] = await db
    .select({
      language: sql<Language | null>`(select ${profiles.language} from ${profiles} where ${profiles.userId} = ${userId})`,
      teamMemberId: sql<
        string | null
      >`(select ${profiles.teamMemberId} from ${profiles} where ${profiles.userId} = ${userId})`,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'admin')`,
    })
    .from(sql`(select 1) as one`);
  return {
    language: row?.language ?? defaultLanguage,
    isAdmin: row?.isAdmin === true,
    teamMemberId: row?.teamMemberId ?? null,
  };
}
