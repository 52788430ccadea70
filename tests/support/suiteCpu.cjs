/**
 * CPU seconds a suite spent, for reports/test-times.json: the jest worker's own and its
 * children's (a host, Chromium), read from /proc before and after the suite. On a run where
 * both workers are busy throughout, only less CPU work shortens it, and a suite's wall time
 * mostly says how long it waited for the CPU (decision 2093). The run's shared emulators are
 * counted once, by the reporter. Linux only: elsewhere no figure is written.
 * Plain CommonJS: jest loads setup files through its transform, but the reporter requires this.
 */
const { appendFileSync, mkdirSync, readFileSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const ticksPerSecond = 100;

/** utime + stime (+ cutime + cstime: children it has reaped) of one process, in ticks. */
function ticksOf(pid, withReaped) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields are counted after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { ticks: utime + stime + (withReaped ? cutime + cstime : 0), parent: Number(fields[1]) };
  } catch {
    return undefined;
  }
}

/** Every live process below `root`, with its CPU ticks (the root's own with its reaped children). */
function treeTicks(root) {
  let pids;
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return undefined;
  }
  const parentOf = new Map();
  const ticks = new Map();
  for (const pid of pids) {
    const read = ticksOf(pid, pid === root);
    if (!read) continue;
    parentOf.set(pid, read.parent);
    ticks.set(pid, read.ticks);
  }
  const below = (pid) => {
    for (let at = pid, hops = 0; at > 1 && hops < 64; hops++) {
      if (at === root) return true;
      at = parentOf.get(at) ?? 0;
    }
    return false;
  };
  return new Map([...ticks].filter(([pid]) => below(pid)));
}

/**
 * Seconds of CPU the tree used between two readings: the root's (with what it reaped) and that
 * of processes started since. Processes already running before are not the suite's: under
 * `--runInBand` the run's emulators are children of the same process.
 */
function cpuSecondsBetween(before, after, root) {
  let ticks = 0;
  for (const [pid, now] of after) {
    if (pid === root) ticks += now - (before.get(pid) ?? now);
    else if (!before.has(pid)) ticks += now;
  }
  return Math.round((ticks / ticksPerSecond) * 10) / 10;
}

/** The whole machine's busy and idle ticks (all cores), from the first line of /proc/stat. */
function machineTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait };
  } catch {
    return undefined;
  }
}

const cpuLog = (rootDir) => join(rootDir, 'reports', 'suite-cpu.jsonl');

function appendSuiteCpu(rootDir, suitePath, cpuSeconds) {
  mkdirSync(join(rootDir, 'reports'), { recursive: true });
  appendFileSync(cpuLog(rootDir), `${JSON.stringify({ suitePath, cpuSeconds })}\n`);
}

module.exports = {
  treeTicks,
  cpuSecondsBetween,
  machineTicks,
  ticksPerSecond,
  cpuLog,
  appendSuiteCpu,
};
