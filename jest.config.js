const { availableParallelism } = require('node:os');

/** One jest run for every workspace: unit tests beside each package, contract and e2e in tests/. */
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        // As the web build compiles JSX (tsconfig "react-jsx"): components need no React import.
        transform: { react: { runtime: 'automatic' } },
      },
    },
  ],
};
const common = {
  testEnvironment: 'node',
  transform,
  // The web build splits English `common` into two virtual modules (web/vite.config.ts,
  // decision 1360); under jest both are the whole file, a superset of either part.
  moduleNameMapper: {
    '^virtual:town-common-strings/.*$': '<rootDir>/web/src/i18n/common/en.json',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Each suite's CPU seconds for reports/test-times.json (tests/support/suiteCpu.cjs).
  setupFilesAfterEnv: ['<rootDir>/tests/support/suiteCpuSetup.cjs'],
};

/**
 * Suites that drive the Firebase host need the official Firestore emulator and the firebase-tools
 * Auth emulator: their project starts both once per run and stops them at the end (jest runs a
 * project's globalSetup only when one of its tests runs).
 */
const firebaseSuites = [
  '<rootDir>/tests/contract/**/*.test.ts',
  '<rootDir>/tests/firebase/**/*.test.ts',
  // D's delivery tests, also on Firestore through the Firebase trigger.
  '<rootDir>/tests/alerts/triggerPath.test.ts',
];

/**
 * Two workers at least: jest's default (one less than the cores) is one on a two-core machine,
 * and one worker runs every suite in turn. Most of a suite's time is spent waiting on a host, an
 * emulator or Chromium, so two side by side nearly halve the run (decision 1460).
 */
const maxWorkers = Math.max(2, availableParallelism() - 1);

/** @type {import('jest').Config} */
module.exports = {
  // A test or hook (a host's start seeds the demo town) gets a minute: on a machine busy with
  // other work, starts that take seconds took over 30 s.
  testTimeout: 60_000,
  maxWorkers,
  testSequencer: '<rootDir>/tests/support/testSequencer.cjs',
  // Each suite's time goes to reports/test-times.json.
  reporters: ['default', '<rootDir>/tests/support/testTimesReporter.cjs'],
  projects: [
    {
      ...common,
      displayName: 'unit, host and e2e',
      testMatch: [
        '<rootDir>/{core,server,functions,web,demo}/test/**/*.test.ts',
        '<rootDir>/tests/**/*.test.ts',
      ],
      testPathIgnorePatterns: [
        ...common.testPathIgnorePatterns,
        '/tests/contract/',
        '/tests/firebase/',
        '/tests/alerts/triggerPath.test.ts',
        '/tests/e2e/firebase/',
      ],
    },
    {
      ...common,
      displayName: 'contract (local and Firebase hosts)',
      testMatch: firebaseSuites,
      globalSetup: '<rootDir>/tests/support/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/support/globalTeardown.ts',
    },
    {
      ...common,
      // The Firebase build of the web app in Chromium, on this run's Firestore emulator: its
      // setup also builds that app once for the run and serves it on firebase-tools' emulators
      // (tests/support/firebaseWebStage.ts), which only these suites need.
      displayName: 'Firebase build in Chromium',
      testMatch: ['<rootDir>/tests/e2e/firebase/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/firebaseWebSetup.ts',
      globalTeardown: '<rootDir>/tests/support/firebaseWebTeardown.ts',
    },
  ],
};
