import { eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../platform/deps';
import { users } from '../../db/schema/index';
import { consultationsBookedWith } from '../booking';
import { upcomingWindow } from './service';

const ALL_TIME = { from: new Date(0), to: new Date('9999-12-31T00:00:00Z') };

/**
 * A client's upcoming appointments include the consultations they booked and paid for with their
 * e-mail address; only once the account has confirmed that address, so signing up with someone
 * else's address shows nothing of theirs. Without `upcoming`, every paid one, past ones too.
 */
export async function clientConsultations(
  deps: Pick<ServiceDeps, 'db' | 'signedLinks'>,
  userId: string,
  upcoming: boolean | undefined,
  limit: number,
) {
  const [user] = await deps.db
    .select({ email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.verified) return { consultations: [], total: 0 };
  const window = upcoming ? upcomingWindow() : ALL_TIME;
  return consultationsBookedWith(deps, user.email, window, limit);
}
