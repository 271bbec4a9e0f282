// The API's import rules (issue 28): domains talk through each other's index.ts, platform/ knows no domain, no
// production file reaches test code, no cycles. `pnpm lint:imports` (part of `npm test`) fails naming the rule.
const domains = '(accounts|lifelog|routines|medication|notifications|channels|predictions)';
const composition = '^src/(app\\.ts|main\\.ts|demo-data/)';
const test = '\\.test\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'domain-through-index-only',
      comment:
        "A domain uses another domain only through that domain's index.ts (its public surface), never its inner files.",
      severity: 'error',
      from: { path: `^src/${domains}/` },
      to: { path: `^src/${domains}/`, pathNot: ['^src/$1/', `^src/${domains}/index\\.ts$`] },
    },
    {
      name: 'platform-knows-no-domain',
      comment: 'platform/ is what every domain uses: it imports no domain, no demo data and not the app.',
      severity: 'error',
      from: { path: '^src/platform/', pathNot: test },
      to: { path: '^src/', pathNot: '^src/platform/' },
    },
    {
      name: 'composition-through-index-only',
      comment: "app.ts, main.ts and the demo data compose the domains through each domain's index.ts.",
      severity: 'error',
      from: { path: composition },
      to: { path: `^src/${domains}/`, pathNot: `^src/${domains}/index\\.ts$` },
    },
    {
      name: 'domains-do-not-import-the-composition',
      comment:
        'A domain never imports app.ts, main.ts or the demo data (its tests reach them through test-support/).',
      severity: 'error',
      from: { path: `^src/${domains}/`, pathNot: test },
      to: { path: composition },
    },
    {
      name: 'no-test-code-in-production',
      comment: 'Production code never imports a test or test-support/: only tests and test-support/ do.',
      severity: 'error',
      from: { pathNot: [test, '^test-support/'] },
      to: { path: ['^test-support/', test] },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '^\\.\\./'] },
    exclude: { path: ['node_modules', '^\\.\\./'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
