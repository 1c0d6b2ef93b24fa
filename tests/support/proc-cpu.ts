/**
 * CPU time of other processes, from /proc (Linux), for the benches that split a run's
 * CPU between the processes that did the work (server, PostgreSQL, broker).
 */
import fs from 'node:fs';

/** USER_HZ: /proc counts CPU time in clock ticks of 1/100 s on Linux. */
const CLOCK_TICKS_PER_S = 100;

/** Fields of /proc/<pid>/stat (or a thread's /proc/<pid>/task/<tid>/stat) after the command name (which may hold spaces), from `state` on. */
function statFields(pid: number, tid?: number): string[] | undefined {
  try {
    return fs.readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ');
  } catch {
    return undefined; // gone meanwhile
  }
}

/**
 * User + system CPU seconds of one process (utime and stime, fields 14 and 15 of stat), or
 * of one of its threads when `tid` is given (its main thread: tid = pid).
 */
export function processCpuSeconds(pid: number, tid?: number): number {
  const fields = statFields(pid, tid) ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
}

/**
 * CPU seconds of a process and all its children: its own, what its ended and reaped
 * children used (cutime, cstime), and what its live children used so far — PostgreSQL's
 * postmaster and its backends, say. A child that ended but is not reaped yet is missed.
 */
export function processTreeCpuSeconds(pid: number): number {
  const own = statFields(pid) ?? [];
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    // Field 4 of stat (index 1 here) is the parent's pid.
    if (fields !== undefined && Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS_PER_S;
}
