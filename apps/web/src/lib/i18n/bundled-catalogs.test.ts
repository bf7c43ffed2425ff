import { describe, expect, it } from 'vitest';
import { allCatalogs } from './all-catalogs';
import { loadCatalog } from './bundled-catalogs';

describe("the server renderer's catalog loader", () => {
  it('answers from the bundled catalogs, and refuses one that does not exist', async () => {
    expect(await loadCatalog('el', 'common')).toBe(allCatalogs.el!.common);
    expect(await loadCatalog('en', 'errors')).toBe(allCatalogs.en!.errors);
    await expect(loadCatalog('el', 'nothing')).rejects.toThrow(
      'There is no el catalog for "nothing".',
    );
  });
});
