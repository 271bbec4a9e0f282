import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pgliteTemplateEnv } from './test-databases';

/** Runs once after all test files: deletes what jest-global-setup.ts made. */
export default async function removePgliteTemplate(): Promise<void> {
  const file = process.env[pgliteTemplateEnv];
  if (file) await rm(path.dirname(file), { recursive: true, force: true });
}
