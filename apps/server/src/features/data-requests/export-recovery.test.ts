import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { dataExports, documentVersions } from '../../db/schema/index';
import { useClient, useTestApp } from '../../test/suite';
import { createDocument, createMatter } from '../../test/factories';
import { mailsTo } from '../../test/mailed-links';
import { buildDepsOf } from './start-build';
import { sweepExports } from './sweep';

const t = useTestApp();
const carla = useClient(t, 'carla@example.com');
const dmitri = useClient(t, 'dmitri@example.com');
const notStopping = () => false;

const exportRow = async (userId: string) =>
  (await t.db.select().from(dataExports).where(eq(dataExports.userId, userId)))[0]!;

/** Every key in the storage's exports area. */
async function storedExports() {
  const keys: string[] = [];
  for await (const key of t.app.deps.storage.keys()) if (key.startsWith('exports/')) keys.push(key);
  return keys;
}

describe('exports the sweep looks after', () => {
  it('takes over a build whose instance fell silent, and sends its link once', async () => {
    // As an instance left it when it stopped mid-build: building, its heartbeat minutes old.
    await t.db.insert(dataExports).values({
      userId: carla.id,
      createdAt: new Date(Date.now() - 10 * 60_000),
      heartbeatAt: new Date(Date.now() - 5 * 60_000),
    });
    expect(await sweepExports(buildDepsOf(t.app), notStopping)).toBe(1);
    expect(await exportRow(carla.id)).toMatchObject({ status: 'ready', progress: 100 });
    expect(await sweepExports(buildDepsOf(t.app), notStopping)).toBe(0);
    expect(await mailsTo(t, 'carla@example.com')).toHaveLength(1);
  });

  it('leaves a build whose instance is working on it', async () => {
    await t.db.insert(dataExports).values({
      userId: dmitri.id,
      createdAt: new Date(Date.now() - 10 * 60_000),
      heartbeatAt: new Date(),
    });
    expect(await sweepExports(buildDepsOf(t.app), notStopping)).toBe(0);
    expect((await exportRow(dmitri.id)).status).toBe('building');
    await t.db.delete(dataExports).where(eq(dataExports.userId, dmitri.id));
  });

  it('marks an export failed, keeping no file, when a document’s bytes are missing', async () => {
    const matter = await createMatter(t, dmitri.id);
    const document = await createDocument(t, matter);
    const [version] = await t.db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, document));
    await t.app.deps.storage.remove(version!.storageKey);
    await t.db.insert(dataExports).values({ userId: dmitri.id, createdAt: new Date(0) });
    const before = await storedExports();
    expect(await sweepExports(buildDepsOf(t.app), notStopping)).toBe(0);
    expect((await exportRow(dmitri.id)).status).toBe('failed');
    expect(await storedExports()).toEqual(before);
    expect(await mailsTo(t, 'dmitri@example.com')).toHaveLength(0);
  });

  it('expires an unused link after its time and removes the file', async () => {
    const { key } = await t.app.deps.storage.putStream(
      'exports',
      Readable.from([Buffer.from('zip')]),
      { maxBytes: 10 },
    );
    await t.db
      .update(dataExports)
      .set({ status: 'ready', storageKey: key, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.userId, carla.id));
    await sweepExports(buildDepsOf(t.app), notStopping);
    expect((await exportRow(carla.id)).status).toBe('expired');
    expect(await storedExports()).not.toContain(key);
  });
});
