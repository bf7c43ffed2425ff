import { describe, expect, it } from 'vitest';
import { extractPdfImageSizes, extractPdfText } from '../../test/pdf-text';
import { siteAdmin } from '../../test/site-http';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createInvoice, createMatter } from '../../test/factories';

describe('an invoice PDF is issued by the firm as its published site names it', () => {
  const t = useTestApp();
  const client = useClient(t, 'identity.invoice@example.test');
  const admin = useAdmin(t);

  it('shows a renamed firm’s name, address, contact and VAT and registration numbers', async () => {
    await siteAdmin(t.app, admin.cookie).edit(({ identity }) => {
      identity.name = { en: 'Christou Legal', el: 'Χρίστου Νομική' };
      identity.legalName = { en: 'Christou Legal LLC', el: 'Χρίστου Νομική ΕΠΕ' };
      identity.address.street = { en: '5 Ledra Street', el: 'Οδός Λήδρας 5' };
      identity.email = 'hello@christou.test';
      identity.vatNumber = 'CY10999999X';
      identity.registrationNumber = 'HE 424242';
    });
    const matter = await createMatter(t, client.id, { title: 'Lease review' });
    const invoice = await createInvoice(t, matter, { amountCents: 10_000 }, admin.id);

    const pdf = await t.app.inject({
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: { cookie: client.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await extractPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const part of [
      'Christou Legal',
      'Christou Legal LLC',
      '5 Ledra Street',
      'hello@christou.test',
      'VAT No. CY10999999X',
      'Registration No. HE 424242',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('KC Law');
  });

  it('carries the firm’s logo above its name once it has one, an SVG drawn as an image', async () => {
    const matter = await createMatter(t, client.id, { title: 'Logo matter' });
    const invoice = await createInvoice(t, matter, { amountCents: 5_000 }, admin.id);
    const pdf = async () =>
      (
        await t.app.inject({
          url: `/api/invoices/${invoice.id}/pdf`,
          headers: { cookie: client.cookie },
        })
      ).rawPayload;
    expect(await extractPdfImageSizes(await pdf())).toEqual([]);

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 10"><rect width="30" height="10" fill="#14213d"/></svg>';
    const site = siteAdmin(t.app, admin.cookie);
    const logo = (await site.uploadAsset({ data: Buffer.from(svg), name: 'logo.svg' })).json();
    await site.edit(({ identity }) => {
      identity.logoAssetId = logo.id;
    });
    const withLogo = await pdf();
    // The 3:1 logo as resvg drew it (192 px high), and the firm's name still as text.
    expect(await extractPdfImageSizes(withLogo)).toEqual([[576, 192]]);
    expect(await extractPdfText(withLogo)).toContain('Christou Legal');
  });
});
