import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/suite';
import { me } from '../test/auth-client';
import { seedSignedInAccounts } from './seed-sessions';

const SECRET = 'bench-secret-bench-secret-bench-secret-0123';

// The benchmarks sign in thousands of accounts by writing sessions and signing their cookies
// themselves: the server must take those cookies exactly as it takes the ones it set.
describe('seeded sessions for the benchmarks', () => {
  const t = useTestApp({ env: { AUTH_SECRET: SECRET } });

  it('sign in a client account and an administrator', async () => {
    const [client] = await seedSignedInAccounts(t.db, { count: 1, secret: SECRET });
    const [admin] = await seedSignedInAccounts(t.db, { count: 1, secret: SECRET, admin: true });
    const clientMe = await me(t.app, client!.cookie);
    expect(clientMe.statusCode).toBe(200);
    expect(clientMe.json()).toMatchObject({ user: { id: client!.userId }, isAdmin: false });
    expect((await me(t.app, admin!.cookie)).json()).toMatchObject({
      user: { id: admin!.userId },
      isAdmin: true,
    });
  });

  it('are refused when signed with another secret', async () => {
    const [account] = await seedSignedInAccounts(t.db, { count: 1, secret: `${SECRET}-other` });
    expect((await me(t.app, account!.cookie)).statusCode).toBe(401);
  });
});
