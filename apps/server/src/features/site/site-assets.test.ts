import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SiteAssetResponse } from '@lexbridge/shared/schemas/site';
import { siteAdmin } from '../../test/site-http';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { jpegBytes, pngBytes, textBytes } from '../../test/upload-fixtures';
import { siteAssets } from '../../db/schema/index';
import { SITE_ASSET_MAX_BYTES } from './assets-service';

/** A WebP file's RIFF header around a VP8 chunk. */
const webpBytes = () =>
  Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    Buffer.from([36, 0, 0, 0]),
    Buffer.from('WEBPVP8 ', 'latin1'),
    Buffer.alloc(28),
  ]);
const logoSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#14213d"/></svg>',
);

describe('the site’s logos and photos', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const client = useClient(t);

  const storedFiles = () => {
    const dir = path.join(t.config.dataDir, 'uploads', 'site-assets');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };

  /** Uploads as the administrator, or as whoever's `cookie` is given, in `language`. */
  const upload = (
    data: Buffer,
    name: string,
    options: { cookie?: string; language?: string; type?: string } = {},
  ) =>
    siteAdmin(t.app, options.cookie ?? admin.cookie, options.language).uploadAsset({
      data,
      name,
      type: options.type ?? 'application/octet-stream',
    });

  it('takes PNG, JPEG, WebP and a clean SVG, judged by their bytes, and serves them to anyone', async () => {
    for (const [data, name, type] of [
      [pngBytes(), 'logo.svg', 'image/png'],
      [jpegBytes(), 'photo.png', 'image/jpeg'],
      [webpBytes(), 'photo', 'image/webp'],
      [logoSvg, 'logo.png', 'image/svg+xml'],
    ] as const) {
      const response = await upload(data, name);
      expect(response.statusCode, name).toBe(201);
      const asset = response.json() as SiteAssetResponse;
      expect(asset).toMatchObject({ mimeType: type, sizeBytes: data.length });
      expect(asset.url).toBe(`/api/site/assets/${asset.id}`);
      const served = await t.app.inject({ url: asset.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(data)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': type,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'cross-origin',
      });
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      expect(served.headers['content-security-policy']).toContain('sandbox');
    }
    expect(storedFiles()).toHaveLength(4);
  });

  it('can then be chosen as the logo and a team photo, and the public site links them', async () => {
    const logo = (await upload(pngBytes(), 'logo.png')).json() as SiteAssetResponse;
    const photo = (await upload(jpegBytes(), 'partner.jpg')).json() as SiteAssetResponse;
    await siteAdmin(t.app, admin.cookie).edit((content) => {
      content.identity.logoAssetId = logo.id;
      content.team[0]!.photoAssetId = photo.id;
    });
    const site = (await t.app.inject({ url: '/api/site?language=en' })).json();
    expect(site.site.identity.logoUrl).toBe(logo.url);
    expect(site.site.team[0].photoUrl).toBe(photo.url);
  });

  it.each([
    ['a text file named .png', textBytes(), 'notes.png', 'This file is none of them'],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'contains a script',
    ],
    [
      'an SVG with an event handler',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'logo.svg',
      'event handler',
    ],
    [
      'an SVG that loads an image from elsewhere',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://x.test/a.png"/></svg>',
      ),
      'logo.svg',
      'refers to something outside itself',
    ],
  ])('refuses %s with the reason (415), storing nothing', async (_name, data, fileName, reason) => {
    const before = storedFiles();
    const response = await upload(data, fileName);
    expect(storedFiles()).toEqual(before);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(response.json().error.message).toContain(reason);
  });

  it('says why in Greek too, refuses an empty or oversized file, and is for administrators only', async () => {
    const greek = await upload(textBytes(), 'notes.png', { language: 'el' });
    expect(greek.json().error.message).toBe(
      'Μπορούν να χρησιμοποιηθούν μόνο εικόνες PNG, JPEG, WebP και SVG. Αυτό το αρχείο δεν είναι καμία από αυτές.',
    );
    const big = Buffer.concat([pngBytes(), Buffer.alloc(SITE_ASSET_MAX_BYTES)]);
    const tooLarge = await upload(big, 'huge.png');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(
      'This image is larger than 5 MB. Choose a smaller one.',
    );
    expect((await upload(Buffer.alloc(0), 'empty.png')).statusCode).toBe(400);
    expect((await upload(pngBytes(), 'logo.png', { cookie: client.cookie })).statusCode).toBe(403);
    expect((await upload(pngBytes(), 'logo.png', { cookie: '' })).statusCode).toBe(401);
  });

  it('draws a very wide SVG no wider than 1,536 px, and one with no height as nothing (404)', async () => {
    const svg = (viewBox: string) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><rect width="100%" height="100%"/></svg>`,
      );
    const wide = (await upload(svg('0 0 1000 10'), 'wide.svg')).json() as SiteAssetResponse;
    const drawn = await t.app.inject({ url: `${wide.url}/raster` });
    expect([drawn.rawPayload.readUInt32BE(16), drawn.rawPayload.readUInt32BE(20)]).toEqual([
      1536, 15,
    ]);
    const line = (await upload(svg('0 0 100000 1'), 'line.svg')).json() as SiteAssetResponse;
    expect((await t.app.inject({ url: `${line.url}/raster` })).statusCode).toBe(404);
  });

  it('deletes, on the next publish, the images a day old that neither the draft nor a kept version names', async () => {
    const uploaded = async () =>
      (await upload(pngBytes(), 'photo.png')).json() as SiteAssetResponse;
    const [kept, replaced, abandoned, fresh] = [
      await uploaded(),
      await uploaded(),
      await uploaded(),
      await uploaded(),
    ];
    const site = siteAdmin(t.app, admin.cookie);
    await site.edit(({ identity }) => void (identity.logoAssetId = replaced.id));
    await site.edit(({ identity }) => void (identity.logoAssetId = kept.id));
    // All but `fresh` were uploaded two days ago; `abandoned` was never saved into the site.
    await t.db
      .update(siteAssets)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(inArray(siteAssets.id, [kept.id, replaced.id, abandoned.id]));
    const files = storedFiles();

    await site.edit(({ identity }) => void (identity.phone = '+357 22 000 001'));
    const served = async ({ url }: SiteAssetResponse) => [
      (await t.app.inject({ url })).statusCode,
      (await t.app.inject({ url: `${url}/raster` })).statusCode,
    ];
    expect(await served(abandoned)).toEqual([404, 404]);
    // The replaced logo stays while a kept version names it: restoring that version shows it.
    for (const asset of [kept, replaced, fresh]) expect(await served(asset)).toEqual([200, 200]);
    expect(storedFiles()).toHaveLength(files.length - 1);
  });

  it('answers 404 for an image that does not exist, 400 for what is no image id', async () => {
    for (const url of [
      '/api/site/assets/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
      '/api/site/assets/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b/raster',
    ])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    expect((await t.app.inject({ url: '/api/site/assets/not-an-id' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/site/assets/not-an-id/raster' })).statusCode).toBe(400);
  });

  it('gives mail readers an SVG logo drawn as a PNG, and a PNG or JPEG as uploaded', async () => {
    const svg = (await upload(logoSvg, 'logo.svg')).json() as SiteAssetResponse;
    const drawn = await t.app.inject({ url: `${svg.url}/raster` });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/png');
    expect(drawn.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await fileTypeFromBuffer(drawn.rawPayload))?.mime).toBe('image/png');
    // The PNG header's size: the square logo at twice the 96 px a mail shows it at.
    expect([drawn.rawPayload.readUInt32BE(16), drawn.rawPayload.readUInt32BE(20)]).toEqual([
      192, 192,
    ]);

    for (const [data, type] of [
      [pngBytes(), 'image/png'],
      [jpegBytes(), 'image/jpeg'],
    ] as const) {
      const asset = (await upload(data, 'logo')).json() as SiteAssetResponse;
      const served = await t.app.inject({ url: `${asset.url}/raster` });
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(data)).toBe(true);
    }
  });
});
