import { beforeAll, describe, expect, it } from 'vitest';
import type { ConflictCheckResult } from '@lexbridge/shared/schemas/matters';
import { useAdmin, useTestApp } from '../../test/suite';
import { createClient, createMatter } from '../../test/factories';
import { foldText } from '../../db/text-fold';

describe('conflict check', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  let editing: string;
  beforeAll(async () => {
    const named = async (email: string, name: string) => {
      const client = await createClient(t, email);
      await t.db.execute(`update users set name = '${name}' where id = '${client.id}'`);
      return client;
    };
    const giorgos = await named('giorgos@example.com', 'Γιώργος Παπαδόπουλος');
    await named('mueller@example.com', 'Jürgen Müller');
    await named('li@example.com', 'Li');
    await createMatter(t, giorgos.id, {
      title: 'Land dispute',
      opposingParty: 'ΑΝΔΡΈΑΣ ΧΑΤΖΗΙΩΆΝΝΟΥ',
    });
    editing = await createMatter(t, giorgos.id, {
      title: 'Editing',
      opposingParty: 'Papadopoulos Holdings Ltd',
    });
  });

  const check = async (name: string, exclude?: string) => {
    const query = new URLSearchParams({ name, ...(exclude ? { excludeMatterId: exclude } : {}) });
    const response = await t.app.inject({
      url: `/api/admin/matters/conflicts?${query}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, name).toBe(200);
    const result = response.json<ConflictCheckResult>();
    return {
      clients: result.clients.map((c) => c.name),
      parties: result.opposingParties.map((p) => p.opposingParty),
    };
  };

  it('folds case, accents and final sigma alike in TypeScript', () => {
    expect(foldText('ΠΑΠΑΔΌΠΟΥΛΟΣ')).toBe(foldText('παπαδοπουλος'));
    expect(foldText('Παπαδόπουλος')).toBe('παπαδοπουλοσ');
    expect(foldText('MÜLLER')).toBe('muller');
  });

  it('finds Greek clients whatever the case and accents', async () => {
    for (const name of ['ΠΑΠΑΔΟΠΟΥΛΟΣ', 'παπαδοπουλος', 'Παπαδόπουλος', 'γιωργοσ παπαδοπουλοσ']) {
      expect((await check(name)).clients, name).toEqual(['Γιώργος Παπαδόπουλος']);
    }
    // Transliteration is not attempted: Latin letters do not find a Greek name.
    expect((await check('papadopoulos')).clients).toEqual([]);
  });

  it('finds Latin clients without their accents, and a stored name inside a longer one', async () => {
    expect((await check('muller')).clients).toEqual(['Jürgen Müller']);
    expect((await check('Jurgen Muller GmbH')).clients).toEqual(['Jürgen Müller']);
    // Too short to be matched inside another name.
    expect((await check('Lima Trading')).clients).toEqual([]);
    expect((await check('li')).clients).toContain('Li');
  });

  it('finds other matters’ opposing parties, leaving out the matter being edited', async () => {
    expect((await check('Ανδρέας Χατζηιωάννου')).parties).toEqual(['ΑΝΔΡΈΑΣ ΧΑΤΖΗΙΩΆΝΝΟΥ']);
    expect((await check('papadopoulos holdings')).parties).toEqual(['Papadopoulos Holdings Ltd']);
    expect((await check('papadopoulos holdings', editing)).parties).toEqual([]);
    expect(await check('Nobody Known')).toEqual({ clients: [], parties: [] });
  });

  it('needs a name of two characters or more, in English or Greek', async () => {
    for (const [language, message] of [
      ['en', 'Enter at least 2 characters of a name to check.'],
      ['el', 'Συμπληρώστε τουλάχιστον 2 χαρακτήρες ενός ονόματος για έλεγχο.'],
    ]) {
      const response = await t.app.inject({
        url: '/api/admin/matters/conflicts?name=%20a',
        headers: { cookie: admin.cookie, 'accept-language': language! },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });
});
