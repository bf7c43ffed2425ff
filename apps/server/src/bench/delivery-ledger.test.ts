import { describe, expect, it } from 'vitest';
import { createDeliveryLedger } from './delivery-ledger';

// bench:cluster's verdict rests on this count: each socket that should see a message counts it
// once; a repeat is a duplicate, a socket still waiting a loss, and a failed POST expects nothing.
describe('the cluster benchmark ledger', () => {
  const serverOfPort = (port: number) => (port === 5001 ? 0 : 1);
  const onFirst = { index: 0, server: 0 };
  const onSecond = { index: 1, server: 1 };

  it('counts losses and duplicates per socket, split by the server that took the POST', () => {
    const ledger = createDeliveryLedger(serverOfPort);
    ledger.sent('a', [onFirst, onSecond]);
    ledger.carriedBy('a', 5001);
    ledger.sent('b', [onFirst, onSecond]);
    ledger.carriedBy('b', 5002);
    ledger.delivered('a', onFirst);
    ledger.delivered('a', onSecond);
    ledger.delivered('a', onSecond);
    ledger.delivered('b', onSecond);
    expect(ledger.outstanding()).toBe(1);
    const summary = ledger.summary(1);
    expect(summary).toMatchObject({ accepted: 2, lost: 1, duplicated: 1, unexpected: 0 });
    const [all, same, other] = summary.rows;
    expect([all!.sent, all!.delivered]).toEqual([4, 3]);
    expect([same!.sent, same!.delivered]).toEqual([2, 2]); // a on server 0, b on server 1
    expect([other!.sent, other!.delivered]).toEqual([2, 1]); // b never reached server 0's socket
    expect(summary.posts).toEqual(
      new Map([
        [0, 1],
        [1, 1],
      ]),
    );
  });

  it('expects nothing of a failed POST and flags deliveries nobody should have had', () => {
    const ledger = createDeliveryLedger(serverOfPort);
    ledger.sent('a', [onFirst]);
    ledger.failed('a');
    ledger.delivered('a', onSecond);
    ledger.delivered('z', onFirst);
    expect(ledger.summary(1)).toMatchObject({ accepted: 0, lost: 0, unexpected: 2 });
  });
});
