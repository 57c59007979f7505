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

/** CPU ms per target label. */
export type TCpuSample = Map<string, number>;

/** Reads the CPU time of every target now. Short-lived processes (PostgreSQL backends that exit) are missed, so the PostgreSQL figure is a lower bound. */
export function sampleCpu(targets: TCpuTarget[]): TCpuSample {
  const sample: TCpuSample = new Map();
  for (const target of targets) {
    const pids = target.pid !== undefined ? [target.pid] : pidsNamed(target.comm ?? '');
    sample.set(
      target.label,
      pids.reduce((sum, pid) => sum + processCpuMs(pid), 0),
    );
  }
  return sample;
}

/** CPU ms spent per target between two samples. */
export function cpuBetween(before: TCpuSample, after: TCpuSample): TCpuSample {
  const spent: TCpuSample = new Map();
  for (const [label, ms] of after) spent.set(label, ms - (before.get(label) ?? 0));
  return spent;
}
