/** One jest run for every workspace: unit tests beside each package, contract and e2e in tests/. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' } },
    ],
  },
  testMatch: [
    '<rootDir>/{core,server,functions,web}/test/**/*.test.ts',
    '<rootDir>/tests/**/*.test.ts',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 30000,
};
