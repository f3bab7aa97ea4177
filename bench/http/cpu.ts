// CPU time each of a site's processes spends, read from /proc (Linux): which process a request
// costs most, and so which replica count a load needs first.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's counters (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU seconds the process has used so far. */
function cpuSecondsOf(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Runs `load` and answers the CPU milliseconds each named process spent per request. */
export async function cpuPerRequest(
  pids: Record<string, number>,
  load: () => Promise<{ requests: number }>,
): Promise<Record<string, number>> {
  const before = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, cpuSecondsOf(pid)]),
  );
  const { requests } = await load();
  return Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [
      name,
      Math.round(((cpuSecondsOf(pid) - before[name]!) * 1000 * 1000) / Math.max(1, requests)) /
        1000,
    ]),
  );
}
