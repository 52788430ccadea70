/**
 * Runs in each suite (jest's setupFilesAfterEnv): reads the worker's CPU when the suite starts
 * and after its last hook, and leaves the difference for the run's report (suiteCpu.cjs).
 */
const { treeTicks, cpuSecondsBetween, appendSuiteCpu } = require('./suiteCpu.cjs');

const rootDir = require('node:path').join(__dirname, '..', '..');
const atStart = treeTicks(process.pid);

if (atStart) {
  afterAll(() => {
    const atEnd = treeTicks(process.pid);
    const { testPath } = expect.getState();
    if (atEnd && testPath) {
      appendSuiteCpu(rootDir, testPath, cpuSecondsBetween(atStart, atEnd, process.pid));
    }
  });
}
