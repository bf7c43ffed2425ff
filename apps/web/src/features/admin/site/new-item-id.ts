import { STABLE_ID } from '@lexbridge/shared/site/ids';

/**
 * A new item's stable id (STABLE_ID): a readable stem and a random suffix, so two items added
 * at once, here or by another administrator, never share one ('family-law-3f9a2c').
 */
export function newItemId(stem: string): string {
  const base = stem
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  const suffix = crypto.randomUUID().replaceAll('-', '').slice(0, 8);
  const id = `${base || 'item'}-${suffix}`;
  if (!STABLE_ID.test(id)) throw new Error(`Not a stable id: ${id}`);
  return id;
}
