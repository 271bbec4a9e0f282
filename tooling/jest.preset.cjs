// One Jest setup for every package: TypeScript and TSX through swc, tests next to the code.
module.exports = function jestConfig(overrides = {}) {
  return {
    testEnvironment: 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: { '\\.(css)$': require.resolve('./css-module-names.cjs') },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // Jest's default 5 s failed screen tests on a loaded 2-core machine: a slow machine must not fail a test.
    testTimeout: 60_000,
    setupFilesAfterEnv: [require.resolve('./jest-testing-library.cjs')],
    reporters: ['default', require.resolve('./jest-summary-reporter.cjs')],
    ...overrides,
  };
};
