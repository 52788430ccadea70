/**
 * jest's own order (failed suites first, then the slowest of the last run, or the largest
 * files), except the Firebase browser suites (tests/e2e/firebase): they share one web build
 * and its emulators, which the run starts in the background and lends to one suite at a time
 * (tests/support/firebaseWebStage.ts). First in line, they would hold a worker while the build
 * runs and wait for each other; spread over the middle of the run, each finds the stage ready
 * and free while the other workers go on (decision 1460). Plain CommonJS: jest loads a
 * sequencer without transforming it.
 */
const Sequencer = require('@jest/test-sequencer').default;

const sharesTheFirebaseStage = (test) => /[\\/]tests[\\/]e2e[\\/]firebase[\\/]/.test(test.path);

class TownSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const staged = sorted.filter(sharesTheFirebaseStage);
    if (staged.length === 0 || staged.length === sorted.length) return sorted;
    const others = sorted.filter((test) => !sharesTheFirebaseStage(test));
    // Evenly between a third and the end of the others, from the back so indexes hold.
    const at = staged.map((_, n) =>
      Math.round(others.length * (1 / 3 + ((2 / 3) * n) / staged.length)),
    );
    for (let n = staged.length - 1; n >= 0; n--) others.splice(at[n], 0, staged[n]);
    return others;
  }
}

module.exports = TownSequencer;
