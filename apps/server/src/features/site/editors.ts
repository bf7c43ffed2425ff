import type { SiteEditor } from '@lexbridge/shared/schemas/site';

/** The administrator who acts, as the site's draft and history record them. */
export type Editor = { id: string; name: string };

/** An editor as stored (id cleared if the account went; no name: the installation's seed). */
export const editorOf = (id: string | null, name: string | null): SiteEditor =>
  name === null ? null : { id, name };
