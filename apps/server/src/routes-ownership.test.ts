import { describe, expect, it } from 'vitest';
import { ownership } from './test/route-ownership';
import { requestAs, table, useRouteTable } from './test/route-table';

/**
 * A client sees only what is theirs: every route that takes the id of something a client owns
 * answers client A 404 for client B's (the ownership table is in test/route-ownership.ts). A
 * route with a path parameter must say whose its id is, so a new one states its case.
 */
useRouteTable();

const takesAnId = (route: string) => /\/:[A-Za-z]+/.test(route);
const ownedRoutes = Object.keys(ownership).filter((route) => 'owned' in ownership[route]!);

describe('another client’s id answers 404', () => {
  it('every route with an id says whose it is', () => {
    const withId = Object.keys(table).filter(takesAnId).sort();
    expect(withId.filter((route) => !(route in ownership))).toEqual([]);
    // And no row for a route the table does not have.
    expect(Object.keys(ownership).filter((route) => !(route in table))).toEqual([]);
  });

  it.each(ownedRoutes)('%s', async (route) => {
    const [method] = route.split(' ') as [string];
    const owned = ownership[route]! as Extract<(typeof ownership)[string], { owned: unknown }>;
    const { url, payload } = await owned.owned();
    const response = await requestAs('clientA', method, url, { payload });
    expect(response.statusCode, `clientA: ${method} ${url} -> ${response.body}`).toBe(404);
    // Client B, whose it is, is let through: the 404 above is about the owner, not the request.
    const own = await requestAs('clientB', method, url, { payload });
    expect([401, 403, 404], `clientB: ${method} ${url} -> ${own.body}`).not.toContain(
      own.statusCode,
    );
  });
});
