import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAdmin } from '../../test/site-http';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createInvoice, createMatter } from '../../test/factories';

/** The PDF's text as poppler's pdftotext reads it, every run of white space as one space. */
async function pdfToText(pdf: Buffer, dir: string): Promise<string> {
  const file = join(dir, 'invoice.pdf');
  await writeFile(file, pdf);
  const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

describe('an invoice PDF is issued by the firm as its published site names it', () => {
  const t = useTestApp();
  const client = useClient(t, 'identity.invoice@example.test');
  const admin = useAdmin(t);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'invoice-pdf-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

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
    const text = await pdfToText(pdf.rawPayload, dir);
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
});
