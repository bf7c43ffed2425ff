import { eq } from 'drizzle-orm';
import { defaultLanguage, type Language } from '@lexbridge/shared/i18n/languages';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema/index';

/** The language of the user's profile: their pages' and e-mails' language. */
export async function profileLanguage(db: DbOrTx, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.language ?? defaultLanguage;
}

/**
 * Changes the profile's language (PATCH /api/me). The profile is made by a hook after sign-up, so
 * one may be missing: it is created then, rather than the change being lost.
 */
export async function setProfileLanguage(
  db: DbOrTx,
  user: { id: string; name: string; email: string },
  language: Language,
) {
  await db
    .insert(profiles)
    .values({ userId: user.id, displayName: user.name || user.email.split('@')[0]!, language })
    .onConflictDoUpdate({ target: profiles.userId, set: { language } });
}
