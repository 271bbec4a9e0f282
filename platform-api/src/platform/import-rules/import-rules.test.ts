// The API's import rules (.dependency-cruiser.cjs, run by `pnpm lint:imports` in `npm test`): the real tree
// passes, and a small tree made here with one wrong import per rule fails naming that rule.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const packageDir = path.resolve(__dirname, '..', '..', '..');
const depcruise = path.join(packageDir, 'node_modules', '.bin', 'depcruise');
const config = path.join(packageDir, '.dependency-cruiser.cjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** dependency-cruiser with the API's rules on `dir`'s `src` and `test-support`, as `pnpm lint:imports` runs it. */
async function cruise(
  dir: string,
  outputType: 'json' | 'err',
): Promise<{ stdout: string; exitCode: number }> {
  const args = ['src', 'test-support', '--config', config, '--output-type', outputType];
  try {
    const { stdout } = await run(depcruise, args, { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    return { stdout, exitCode: 0 };
  } catch (error) {
    const failed = error as { stdout: string; code: number };
    return { stdout: failed.stdout, exitCode: failed.code };
  }
}

async function violationsIn(dir: string): Promise<Violation[]> {
  return JSON.parse((await cruise(dir, 'json')).stdout).summary.violations;
}

const files: Record<string, string> = {
  'tsconfig.json': '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "Bundler" } }',
  'src/app.ts': "export { insertUser } from './accounts/users/users-repository';\n",
  'src/main.ts': "export { accountsPlugin } from './accounts';\n",
  'src/accounts/index.ts': "export { insertUser as accountsPlugin } from './users/users-repository';\n",
  'src/accounts/users/users-repository.ts': 'export const insertUser = 1;\n',
  'src/accounts/users/reads-the-app.ts': "export { insertUser } from '../../app';\n",
  'src/accounts/users/reads-test-support.ts': "export { testUser } from '../../../test-support/users';\n",
  'src/lifelog/through-the-index.ts': "export { accountsPlugin } from '../accounts';\n",
  'src/lifelog/into-inner-files.ts': "export { insertUser } from '../accounts/users/users-repository';\n",
  'src/lifelog/through-the-index.test.ts': "export { testUser } from '../../test-support/users';\n",
  'src/platform/http/reads-a-domain.ts': "export { accountsPlugin } from '../../accounts';\n",
  'src/routines/first.ts': "import { second } from './second';\nexport const first = second;\n",
  'src/routines/second.ts':
    "import type { first } from './first';\nexport const second: typeof first | 1 = 1;\n",
  'test-support/users.ts':
    "export { insertUser as testUser } from '../src/accounts/users/users-repository';\n",
};

describe('the import rules of platform-api/src', () => {
  it('hold on the API as it is', async () => {
    expect(await violationsIn(packageDir)).toEqual([]);
  }, 120_000);

  describe('on a tree with one wrong import per rule', () => {
    let dir: string;
    let found: Violation[];

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'import-rules-'));
      for (const [file, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), text);
      }
      found = await violationsIn(dir);
    }, 120_000);
    afterAll(() => rm(dir, { recursive: true, force: true }));

    const brokenBy = (rule: string) =>
      found
        .filter((violation) => violation.rule.name === rule)
        .map(({ from, to }) => `${from} → ${to}`)
        .sort();

    it('fails as CI runs it, naming the rule and the import', async () => {
      const { stdout, exitCode } = await cruise(dir, 'err');
      expect(exitCode).not.toBe(0);
      expect(stdout).toContain(
        'error domain-through-index-only: src/lifelog/into-inner-files.ts → src/accounts/users/users-repository.ts',
      );
    }, 120_000);

    it("refuses a domain reaching into another domain's inner files (domain-through-index-only)", () => {
      expect(brokenBy('domain-through-index-only')).toEqual([
        'src/lifelog/into-inner-files.ts → src/accounts/users/users-repository.ts',
      ]);
    });

    it('refuses platform/ importing a domain (platform-knows-no-domain)', () => {
      expect(brokenBy('platform-knows-no-domain')).toEqual([
        'src/platform/http/reads-a-domain.ts → src/accounts/index.ts',
      ]);
    });

    it("refuses app.ts reaching past a domain's index.ts (composition-through-index-only)", () => {
      expect(brokenBy('composition-through-index-only')).toEqual([
        'src/app.ts → src/accounts/users/users-repository.ts',
      ]);
    });

    it('refuses a domain importing the app (domains-do-not-import-the-composition)', () => {
      expect(brokenBy('domains-do-not-import-the-composition')).toEqual([
        'src/accounts/users/reads-the-app.ts → src/app.ts',
      ]);
    });

    it('refuses production code importing test-support/ (no-test-code-in-production)', () => {
      expect(brokenBy('no-test-code-in-production')).toEqual([
        'src/accounts/users/reads-test-support.ts → test-support/users.ts',
      ]);
    });

    it('refuses an import cycle, even of types only (no-circular)', () => {
      expect(brokenBy('no-circular')).toEqual(
        expect.arrayContaining(['src/routines/first.ts → src/routines/second.ts']),
      );
    });

    it("lets a domain use another's index.ts and a test use test-support/", () => {
      const allowed = [
        'src/lifelog/through-the-index.ts',
        'src/lifelog/through-the-index.test.ts',
        'src/main.ts',
      ];
      expect(found.filter((violation) => allowed.includes(violation.from))).toEqual([]);
    });
  });
});
