// CPU time of processes, from /proc (Linux): what a request costs, apart from how busy the
// machine is. Elsewhere every reading is null and the benchmarks leave the columns empty.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux the benchmark runs on). */
const TICKS_PER_SECOND = 100;

/** utime, stime, cutime, cstime of a process, in ticks; null once it is gone. */
function times(pid: number): [number, number, number, number] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 on.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [Number(fields[11]), Number(fields[12]), Number(fields[13]), Number(fields[14])];
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) {
        found.push(Number(entry));
      }
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Reads a process' CPU seconds so far; null where it cannot be read. */
export type CpuProbe = () => number | null;

/** CPU seconds one process has used so far (its own threads only). */
export function processCpuSeconds(pid: number | undefined): number | null {
  const t = pid === undefined ? null : times(pid);
  return t ? (t[0] + t[1]) / TICKS_PER_SECOND : null;
}

/**
 * CPU seconds a process and its children have used so far: the children alive now plus those
 * already reaped (PostgreSQL: the postmaster and its backends, whether a backend outlives the
 * measurement or not).
 */
export function processTreeCpuSeconds(pid: number | undefined): number | null {
  const own = pid === undefined ? null : times(pid);
  if (!own || pid === undefined) return null;
  let ticks = own[0] + own[1] + own[2] + own[3];
  for (const child of childrenOf(pid)) {
    const t = times(child);
    if (t) ticks += t[0] + t[1];
  }
  return ticks / TICKS_PER_SECOND;
}
