import { z } from '../zod';
import { assetId } from './identity';
import { list, listWithIds, stableId } from './ids';
import { optionalText, requiredText, TEXT_MAX } from './text';

/** A person's card in the team section (the principal attorney, partners, associates). */
export const teamMemberSchema = z.object({
  id: stableId,
  name: requiredText(TEXT_MAX.short),
  /** Their role ('Founding Partner, Advocate'). */
  title: requiredText(TEXT_MAX.short),
  /** Qualifications shown as badges ('Cyprus Bar Association'). */
  badges: list(requiredText(TEXT_MAX.short), 12),
  bio: optionalText(TEXT_MAX.paragraph),
  photoAssetId: assetId,
});

export const teamSchema = listWithIds(teamMemberSchema, 30);
