import { msg } from '../i18n/message';
import { z } from '../zod';

/**
 * A stable id of an item in a list (a practice area, a team card, a consultation type, an FAQ
 * item ...): never shown, never changed once made, so what refers to it (a booking's consultation
 * type, a matter's practice area, an admin linked to a team card) keeps pointing at the same item
 * whatever its texts, slug or place in the list become.
 */
export const STABLE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const stableId = z
  .string({ error: msg('validation:site.idInvalid') })
  .regex(STABLE_ID, msg('validation:site.idInvalid'));

/** A list of at most `max` items, with the message a person reads when it is longer. */
export const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, msg('validation:site.tooMany', { max }));

/** A list of items with ids, each id once. */
export const listWithIds = <T extends z.ZodType<{ id: string }>>(item: T, max: number) =>
  list(item, max).superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((entry, index) => {
      if (seen.has(entry.id))
        context.addIssue({
          code: 'custom',
          message: msg('validation:site.duplicateId', { id: entry.id }),
          path: [index, 'id'],
        });
      seen.add(entry.id);
    });
  });
