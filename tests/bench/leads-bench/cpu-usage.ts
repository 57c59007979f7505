import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time (user + system, ms) of one process, from /proc; 0 when it is gone or not Linux. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Pids of every process whose command name is `comm` (e.g. all PostgreSQL backends). */
function pidsNamed(comm: string): number[] {
  const pids: number[] = [];
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === comm) pids.push(Number(entry));
      } catch {
        // exited meanwhile
      }
    }
  } catch {
    // no /proc
  }
  return pids;
}

/** What is sampled: named pids, or every process with a given command name. */
export type TCpuTarget = { label: string; pid?: number; comm?: string };

/** CPU ms per process, per target label. */
export type TCpuSample = Map<string, Map<number, number>>;

/** Reads the CPU time of every process of every target now. */
export function sampleCpu(targets: TCpuTarget[]): TCpuSample {
  const sample: TCpuSample = new Map();
  for (const target of targets) {
    const pids = target.pid !== undefined ? [target.pid] : pidsNamed(target.comm ?? '');
    sample.set(target.label, new Map(pids.map((pid) => [pid, processCpuMs(pid)])));
  }
  return sample;
}

/**
 * CPU ms spent per target between two samples: per process, the difference when it was there
 * both times, all of it when it started in between. A process that ended in between (e.g. an
 * idle PostgreSQL connection closed) is left out, so the figure is a lower bound.
 */
export function cpuBetween(before: TCpuSample, after: TCpuSample): Map<string, number> {
  const spent = new Map<string, number>();
  for (const [label, processes] of after) {
    let total = 0;
    for (const [pid, ms] of processes) total += ms - (before.get(label)?.get(pid) ?? 0);
    spent.set(label, total);
  }
  return spent;
}
