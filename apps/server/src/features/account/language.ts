import { eq } from 'drizzle-orm';
import { defaultLanguage, type Language } from '@lexbridge/shared/i18n/languages';
import { profiles } from '../../db/schema/index';
import { setProfileLanguage } from '../auth/admin-accounts';
import { recordAccountChange, type AccountOwner, type ChangeDeps } from './changes';
import type { ChangeOrigin } from './mail';

/**
 * Sets the language of the account's pages and e-mails. A real change (not the same language
 * chosen again) is audited and the owner told, in the new language; the profile row is locked so
 * two changes at once cannot both count as the first.
 */
export async function changeLanguage(
  deps: ChangeDeps,
  owner: Omit<AccountOwner, 'language'>,
  language: Language,
  origin: ChangeOrigin,
) {
  const changed = await deps.db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.userId, owner.id))
      .for('update');
    const previous = profile?.language ?? defaultLanguage;
    await setProfileLanguage(tx, owner, language);
    if (previous === language) return false;
    const details = { from: previous, to: language };
    const change = { kind: 'languageChanged' } as const;
    await recordAccountChange(deps, { ...owner, language }, change, origin, details, tx);
    return true;
  });
  if (changed) await deps.mailer.deliverDue();
}
