import { describe, expect, it } from 'vitest';
import type { Administrator } from '@lexbridge/shared/schemas/administrators';
import type { MeResponse } from '@lexbridge/shared/schemas/auth';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { auditRows, call } from '../../test/account-http';
import type { TestUser } from '../../test/factories';

describe('an administrator’s display name', () => {
  const t = useTestApp();
  // Made as every administrator was before names were asked for: named after the address.
  const partner = useAdmin(t, 'partner@kclaw.test');
  const client = useClient(t, 'anna@example.com');

  const rename = (user: TestUser, name: unknown, language = 'en') =>
    call(
      t,
      'PATCH',
      '/api/admin/administrators/me',
      user.cookie,
      { name },
      {
        'accept-language': language,
      },
    );
  const me = async (user: TestUser) =>
    (await call(t, 'GET', '/api/me', user.cookie)).json<MeResponse>().user;
  const listed = async () =>
    (await call(t, 'GET', '/api/admin/administrators', partner.cookie))
      .json<{ administrators: Administrator[] }>()
      .administrators.find((admin) => admin.id === partner.id)!;

  it('is not chosen yet for an administrator named after their address', async () => {
    expect(await me(partner)).toMatchObject({ name: 'partner', nameChosen: false });
    expect(await listed()).toMatchObject({ name: 'partner', nameChosen: false });
  });

  it('is chosen on the account, trimmed, audited, and shown at once', async () => {
    expect((await rename(partner, '  Maria Georgiou ')).statusCode).toBe(204);
    expect(await me(partner)).toMatchObject({ name: 'Maria Georgiou', nameChosen: true });
    expect(await listed()).toMatchObject({ name: 'Maria Georgiou', nameChosen: true });

    // Saving the same name again only confirms it: the log has the one real change.
    expect((await rename(partner, 'Maria Georgiou')).statusCode).toBe(204);
    const entries = await auditRows(t, 'user.name_change', partner.id);
    expect(entries.map((entry) => entry.details)).toEqual([
      { email: 'partner@kclaw.test', from: 'partner', to: 'Maria Georgiou' },
    ]);
  });

  it.each([
    ['', 'Enter the name clients will see beside the replies.'],
    ['   ', 'Enter the name clients will see beside the replies.'],
    ['M'.repeat(81), 'The name can be at most 80 characters.'],
    ['Maria\nGeorgiou', 'Write the name on one line.'],
    [42, 'Enter the name clients will see beside the replies.'],
  ])('refuses %j with a reason, and keeps the name it had', async (name, reason) => {
    const before = await me(partner);
    const response = await rename(partner, name);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(reason);
    expect(await me(partner)).toEqual(before);
  });

  it('explains a refusal in Greek too, and takes a name of exactly 80 characters', async () => {
    const greek = await rename(partner, '', 'el');
    expect(greek.json().error.message).toBe(
      'Συμπληρώστε το όνομα που θα βλέπουν οι πελάτες δίπλα στις απαντήσεις.',
    );
    expect((await rename(partner, 'Μ'.repeat(80))).statusCode).toBe(204);
    expect((await me(partner)).name).toBe('Μ'.repeat(80));
    expect((await rename(partner, 'Maria Georgiou')).statusCode).toBe(204);
  });

  it('is an administrator’s to change: a client is refused, a stranger asked to sign in', async () => {
    expect((await rename(client, 'Anna the Lawyer')).statusCode).toBe(403);
    expect((await me(client)).name).toBe('anna');
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/administrators/me',
      headers: { origin: TEST_PUBLIC_URL },
      payload: { name: 'Nobody' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
