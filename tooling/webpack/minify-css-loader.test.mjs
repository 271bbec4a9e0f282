// `node --test tooling/webpack/minify-css-loader.test.mjs` (run by `npm test`).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { minifyCss } = createRequire(import.meta.url)('./minify-css-loader.cjs');

test('minify-css-loader keeps strings, calc() and the spaces that separate selectors', () => {
  const css = [
    "/* it's a comment */",
    '.a :global(.b) > .c,',
    '.d {',
    '  width: calc(100% - 2rem + 1px);',
    "  font-family: 'Noto  Sans', sans-serif; /* x */",
    '  content: "a, b";',
    "  composes: page from './base.module.css';",
    '}',
    '@media (min-width: 600px) { .e:hover { color: red !important; } }',
  ].join('\n');
  assert.equal(
    minifyCss(css),
    ".a :global(.b)>.c,.d{width:calc(100% - 2rem + 1px);font-family:'Noto  Sans',sans-serif;" +
      'content:"a, b";composes:page from \'./base.module.css\'}@media (min-width:600px){.e:hover{color:red !important}}',
  );
});

test('a comment is no token: it neither joins nor separates what is around it', () => {
  assert.equal(minifyCss('.a/* x */.b {}\n.c/**/ .d { margin: 0 /**/ auto; }'), '.a.b{}.c .d{margin:0 auto}');
});
