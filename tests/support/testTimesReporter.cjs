/**
 * A jest reporter that leaves each suite's time behind in reports/test-times.json (git-ignored):
 * the suites slowest first, each with its CPU seconds (suiteCpu.cjs), with the run's wall time,
 * its workers, the machine's load average and how much of the machine's CPU the run left idle,
 * so the next person to speed the run up starts from figures, not guesses (decisions 1460, 2093).
 * Plain CommonJS: jest loads reporters without transforming them.
 */
const { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { loadavg, availableParallelism } = require('node:os');
const { join, relative } = require('node:path');
const { cpuLog, machineTicks, ticksPerSecond } = require('./suiteCpu.cjs');

const seconds = (ms) => Math.round(ms / 100) / 10;
const load = () => loadavg().map((each) => Math.round(each * 100) / 100);

class TestTimesReporter {
  constructor(globalConfig) {
    this.globalConfig = globalConfig;
    this.started = Date.now();
    this.loadAtStart = load();
    this.suites = [];
    this.machineAtStart = machineTicks();
    rmSync(cpuLog(globalConfig.rootDir), { force: true });
  }

  /** Each suite's CPU seconds, as its worker left them (the last figure if a suite ran twice). */
  suiteCpu() {
    const file = cpuLog(this.globalConfig.rootDir);
    if (!existsSync(file)) return new Map();
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    return new Map(
      lines.map((line) => JSON.parse(line)).map((each) => [each.suitePath, each.cpuSeconds]),
    );
  }

  /** The machine's CPU over the run: busy seconds (all cores) and the share left idle. */
  machineCpu() {
    const end = machineTicks();
    if (!end || !this.machineAtStart) return undefined;
    const busy = end.busy - this.machineAtStart.busy;
    const idle = end.idle - this.machineAtStart.idle;
    return {
      busySeconds: Math.round(busy / ticksPerSecond),
      idleShare: Math.round((idle / (busy + idle)) * 1000) / 1000,
    };
  }

  onTestResult(test, result) {
    const { start, end } = result.perfStats;
    this.suites.push({
      suite: relative(this.globalConfig.rootDir, result.testFilePath),
      path: result.testFilePath,
      project: test.context.config.displayName?.name ?? '',
      seconds: seconds(end - start),
      tests: result.numPassingTests + result.numFailingTests + result.numPendingTests,
      failed: result.numFailingTests + (result.testExecError ? 1 : 0),
    });
  }

  onRunComplete() {
    const cpu = this.suiteCpu();
    const suites = this.suites
      .map(({ path, ...suite }) => ({ ...suite, cpuSeconds: cpu.get(path) }))
      .sort((a, b) => b.seconds - a.seconds);
    const report = {
      finishedAt: new Date().toISOString(),
      wallSeconds: seconds(Date.now() - this.started),
      workers: this.globalConfig.maxWorkers,
      cores: availableParallelism(),
      loadAverage: { atStart: this.loadAtStart, atEnd: load() },
      machineCpu: this.machineCpu(),
      suitesCpuSeconds: Math.round(suites.reduce((sum, each) => sum + (each.cpuSeconds ?? 0), 0)),
      suites,
    };
    const dir = join(this.globalConfig.rootDir, 'reports');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'test-times.json'), `${JSON.stringify(report, null, 2)}\n`);
  }
}

module.exports = TestTimesReporter;
