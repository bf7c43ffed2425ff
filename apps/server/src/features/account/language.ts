import { eq } from 'drizzle-orm';
import { defaultLanguage, type Language } from '@lexbridge/shared/i18n/languages';
import { profiles } from '../../db/schema/index';
import { setProfileLanguage } from './profile-language';
import { auditAccountChange, type AccountOwner, type ChangeDeps } from './changes';
import type { ChangeOrigin } from './mail';

/**
 * Sets the language of the account's pages and e-mails. A real change (not the same language
 * chosen again) is audited; the profile row is locked so two changes at once cannot both count as
 * the first. The owner is not mailed: a language is a choice made in plain sight on the page, not a
 * change anyone needs warning of, and the header's switch is used often.
 */
export async function changeLanguage(
  deps: ChangeDeps,
  owner: Omit<AccountOwner, 'language'>,
  language: Language,
  origin: ChangeOrigin,
) {
  await deps.db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.userId, owner.id))
      .for('update');
    const previous = profile?.language ?? defaultLanguage;
    await setProfileLanguage(tx, owner, language);
    if (previous === language) return;
    const details = { from: previous, to: language };
    const change = { kind: 'languageChanged' } as const;
    await auditAccountChange(tx, { ...owner, language }, change, origin, details);
  });
}
