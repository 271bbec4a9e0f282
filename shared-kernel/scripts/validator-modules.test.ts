import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generatedDir, generateValidatorModules } from './validator-modules';

describe('src/generated', () => {
  it('holds exactly what compile-validators makes from the schemas of today (else run the compile-validators script)', async () => {
    const expected = await generateValidatorModules();
    const committed = readdirSync(generatedDir).map((name) => ({
      path: `src/generated/${name}`,
      text: readFileSync(path.join(generatedDir, name), 'utf8'),
    }));
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect(committed.sort(byPath)).toEqual(expected.sort(byPath));
  });

  it('writes no module that loads Ajv itself: only its small runtime helpers', async () => {
    const requires = (await generateValidatorModules())
      .flatMap((file) => [...file.text.matchAll(/require\(["']([^"']+)["']\)/g)])
      .map((match) => match[1]);
    expect(requires.length).toBeGreaterThan(0);
    for (const required of requires) expect(required).toMatch(/^ajv\/dist\/runtime\//);
  });
});
