/** Latency percentiles and throughput for one side of the benchmark. */
export type RunResult = {
  label: string;
  sent: number;
  delivered: number;
  seconds: number;
  latencies: number[];
};

/** The p-th percentile of numbers sorted ascending (NaN for none). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export function summarise(result: RunResult) {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    label: result.label,
    sent: result.sent,
    delivered: result.delivered,
    perSecond: result.delivered / result.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export function printTable(rows: ReturnType<typeof summarise>[]) {
  const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);
  const lines = [
    ['run', 'sent', 'delivered', 'delivered/s', 'p50', 'p95', 'p99'],
    ...rows.map((r) => [
      r.label,
      String(r.sent),
      String(r.delivered),
      r.perSecond.toFixed(0),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
    ]),
  ];
  const widths = lines[0]!.map((_, column) =>
    Math.max(...lines.map((line) => line[column]!.length)),
  );
  for (const line of lines)
    console.log(line.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
}
