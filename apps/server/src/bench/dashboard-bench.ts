/**
 * `npm run bench:dashboard`: server time of the firm's dashboard (GET /api/admin/dashboard's
 * service) with 1,000 clients, 10,000 matters and 50,000 invoices on the embedded database, against
 * the 100 ms goal. Exits 1 when the median misses it.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { invoiceStatuses } from '@lexbridge/shared/schemas/invoices';
import { matterStatuses } from '@lexbridge/shared/schemas/matters';
import { openPglite } from '../db/client';
import { invoices, matters, users } from '../db/schema/index';
import { dashboardOverview } from '../features/dashboard';

const GOAL_MS = 100;
const RUNS = 30;
const CLIENTS = 1_000;
const MATTERS = 10_000;
const INVOICES = 50_000;
const BATCH = 1_000;

const database = await openPglite('memory');
const { db } = database;
const clientIds = Array.from({ length: CLIENTS }, () => randomUUID());
for (let i = 0; i < CLIENTS; i += BATCH) {
  await db.insert(users).values(
    clientIds.slice(i, i + BATCH).map((id, n) => ({
      id,
      name: `Client ${i + n}`,
      email: `client${i + n}@bench.test`,
    })),
  );
}
const matterIds: string[] = [];
for (let i = 0; i < MATTERS; i += BATCH) {
  const rows = await db
    .insert(matters)
    .values(
      Array.from({ length: BATCH }, (_, n) => ({
        clientId: clientIds[(i + n) % CLIENTS]!,
        title: `Matter ${i + n}`,
        status: matterStatuses[(i + n) % matterStatuses.length]!,
      })),
    )
    .returning({ id: matters.id });
  matterIds.push(...rows.map((row) => row.id));
}
const yearAgo = Date.now() - 365 * 86_400_000;
for (let i = 0; i < INVOICES; i += BATCH) {
  await db.insert(invoices).values(
    Array.from({ length: BATCH }, (_, n) => {
      const k = i + n;
      const status = invoiceStatuses[k % invoiceStatuses.length]!;
      const at = new Date(yearAgo + (k / INVOICES) * 365 * 86_400_000);
      return {
        number: `KC-BENCH-${k}`,
        matterId: matterIds[k % MATTERS]!,
        amountCents: 1_000 + (k % 100_000),
        currency: (['EUR', 'USD', 'GBP'] as const)[k % 3]!,
        dueDate: '2026-12-31',
        status,
        paidAt: status === 'paid' ? at : null,
        createdAt: at,
      };
    }),
  );
}

const times: number[] = [];
for (let run = 0; run < RUNS + 5; run += 1) {
  const started = performance.now();
  await dashboardOverview(db);
  if (run >= 5) times.push(performance.now() - started); // the first runs warm up
}
await database.close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const p95 = times[Math.floor(times.length * 0.95)]!;
console.log(
  `dashboard with ${CLIENTS} clients, ${MATTERS} matters and ${INVOICES} invoices: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (goal ${GOAL_MS} ms)`,
);
process.exitCode = median <= GOAL_MS ? 0 : 1;
