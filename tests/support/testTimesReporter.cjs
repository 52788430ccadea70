/**
 * A jest reporter that leaves each suite's time behind in reports/test-times.json (git-ignored):
 * the suites slowest first, with the run's wall time, its workers and the machine's load average,
 * so the next person to speed the run up starts from figures, not guesses (decision 1460).
 * Plain CommonJS: jest loads reporters without transforming them.
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const { loadavg, availableParallelism } = require('node:os');
const { join, relative } = require('node:path');

const seconds = (ms) => Math.round(ms / 100) / 10;
const load = () => loadavg().map((each) => Math.round(each * 100) / 100);

class TestTimesReporter {
  constructor(globalConfig) {
    this.globalConfig = globalConfig;
    this.started = Date.now();
    this.loadAtStart = load();
    this.suites = [];
  }

  onTestResult(test, result) {
    const { start, end } = result.perfStats;
    this.suites.push({
      suite: relative(this.globalConfig.rootDir, result.testFilePath),
      project: test.context.config.displayName?.name ?? '',
      seconds: seconds(end - start),
      tests: result.numPassingTests + result.numFailingTests + result.numPendingTests,
      failed: result.numFailingTests + (result.testExecError ? 1 : 0),
    });
  }

  onRunComplete() {
    const suites = this.suites.sort((a, b) => b.seconds - a.seconds);
    const report = {
      finishedAt: new Date().toISOString(),
      wallSeconds: seconds(Date.now() - this.started),
      workers: this.globalConfig.maxWorkers,
      cores: availableParallelism(),
      loadAverage: { atStart: this.loadAtStart, atEnd: load() },
      suites,
    };
    const dir = join(this.globalConfig.rootDir, 'reports');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'test-times.json'), `${JSON.stringify(report, null, 2)}\n`);
  }
}

module.exports = TestTimesReporter;
