import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // Linux USER_HZ

/** CPU seconds (user + system) a process has used so far, from /proc/PID/stat (Linux). */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Measures the CPU of a process over an interval, as a share of one core. */
export function cpuMeter(pid: number) {
  const cpu = cpuSeconds(pid);
  const at = performance.now();
  return () => (cpuSeconds(pid) - cpu) / ((performance.now() - at) / 1000);
}
