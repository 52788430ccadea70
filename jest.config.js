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
  // The Firebase build of the web app in Chromium, on this run's Firestore emulator.
  '<rootDir>/tests/e2e/firebase/**/*.test.ts',
];

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 30000,
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
  ],
};
