// `node --test tooling/webpack/shared-exports.test.mjs` (run by `npm test`): every name a package imports from a
// library of shared-exports.cjs is one the shell's build keeps (keep-exports-loader).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const sharedExports = require('./shared-exports.cjs');
const keepExportsLoader = require('./keep-exports-loader.cjs');
const root = path.resolve(import.meta.dirname, '../..');

const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs', '*.jsx'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  // What webpack bundles: not the API, the end-to-end suites or the unit tests (jest runs them on the library).
  .filter(
    (file) =>
      file &&
      !file.startsWith('e2e/') &&
      !file.startsWith('platform-api/') &&
      !/\.test\.[cm]?[jt]sx?$/.test(file),
  );

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The value names each file imports or re-exports from `library` (type-only ones are erased by the compiler). */
function importedNames(library) {
  const statement = new RegExp(
    `\\b(?:import|export)\\s+(type\\s+)?(\\{[^}]*\\}|[^;'"{}]*?)\\s*from\\s*['"]${escape(library)}['"]`,
    'g',
  );
  const found = [];
  for (const file of sources) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, typeOnly, clause] of text.matchAll(statement)) {
      if (typeOnly) continue;
      const braces = clause.match(/\{([^}]*)\}/);
      const rest = clause
        .replace(/\{[^}]*\}/, '')
        .replace(/,/g, ' ')
        .trim();
      if (rest) found.push({ file, name: rest.startsWith('*') ? '* (namespace)' : 'default' });
      for (const specifier of braces ? braces[1].split(',') : []) {
        const trimmed = specifier.trim();
        if (!trimmed || trimmed.startsWith('type ')) continue;
        found.push({ file, name: trimmed.split(/\s+as\s+/)[0] });
      }
    }
    if (new RegExp(`\\b(?:import|require)\\(\\s*['"]${escape(library)}['"]`).test(text))
      found.push({ file, name: '* (dynamic import)' });
  }
  return found;
}

for (const [library, keep] of Object.entries(sharedExports)) {
  test(`every name imported from ${library} is kept by the shell's build`, () => {
    const used = importedNames(library);
    assert.ok(used.length > 0, `no package imports ${library}: is the scan broken?`);
    const missing = used.filter(({ name }) => !keep.includes(name));
    assert.deepEqual(
      missing,
      [],
      `add these names to tooling/webpack/shared-exports.cjs (or import something that is listed)`,
    );
  });
}

test('keep-exports-loader keeps only the listed exports and fails on a name the module lacks', () => {
  const run = (source, keep) =>
    keepExportsLoader.call({ getOptions: () => ({ keep }), resourcePath: 'lib.js' }, source);
  const source = [
    "export { a, b as c } from './x.js';",
    'function d() {}',
    'export const e = () => 1;',
    'export { d, d as f };',
  ].join('\n');
  assert.equal(
    run(source, ['c', 'f']),
    ["export { b as c } from './x.js';", 'function d() {}', 'const e = () => 1;', 'export { d as f };'].join(
      '\n',
    ),
  );
  assert.throws(() => run(source, ['g']), /does not export g/);
});
