// The package script `compile-validators`: rewrites src/generated from the schemas (run it after changing one).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedDir, generateValidatorModules, packageDir } from './validator-modules';

async function compileValidators(): Promise<void> {
  const files = await generateValidatorModules();
  // Emptied first, so that the file of a module no longer generated does not stay behind.
  rmSync(generatedDir, { recursive: true, force: true });
  mkdirSync(generatedDir);
  for (const file of files) {
    writeFileSync(path.join(packageDir, file.path), file.text);
    console.log(`wrote ${file.path}`);
  }
}

void compileValidators();
