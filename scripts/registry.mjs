// `npm run registry -- list | history <remote> | promote <remote> <version> | rollback <remote> [<version>]`:
// shows and changes which release of each remote the shell loads (docs/releases.md).
import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openStore, readShellProvides, RegistryRefusal, remotePackages } from './releases/store.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const usage = `Usage: npm run registry -- <command> [--shell-dist <dir>]
  list                          each remote's current version, when and from which commit it was built
  history <remote>              every promotion and rollback of a remote, oldest first
  promote <remote> <version>    make that release the one the shell loads (checked against the built shell)
  rollback <remote> [<version>] go back to the version that was current before (or to the one named)
  <remote> is one of ${remotePackages.join(', ')}; --shell-dist defaults to shell/dist.
The store is RELEASES_DIR (default .releases).`;

function requirePackage(pkg) {
  if (!pkg) throw new RegistryRefusal(`Name the remote.\n${usage}`);
  if (!remotePackages.includes(pkg)) {
    throw new RegistryRefusal(`${pkg} is not a remote. The remotes are: ${remotePackages.join(', ')}.`);
  }
  return pkg;
}

function list(store) {
  const rows = remotePackages.map((pkg) => {
    const version = store.current(pkg);
    const release = version ? store.release(pkg, version) : null;
    return [
      pkg,
      version ?? '(not promoted)',
      release?.builtAt ?? '',
      release ? `${release.commit?.slice(0, 8) ?? 'no commit'}${release.dirty ? '+changes' : ''}` : '',
      `${store.releases(pkg).length} releases`,
    ];
  });
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );
}

function history(store, pkg) {
  const entries = store.history(pkg);
  if (entries.length === 0) {
    console.log(`${pkg} has never been promoted (${store.releases(pkg).length} releases in the store).`);
    return;
  }
  const current = store.current(pkg);
  for (const entry of entries) {
    console.log(`${entry.at}  ${entry.action.padEnd(19)}  ${entry.version}  by ${entry.by}`);
  }
  console.log(`Current: ${current}`);
}

function reportChange(change, started, verb) {
  console.log(
    change.changed
      ? `${change.pkg}: ${change.from ?? '(none)'} → ${change.to} (${verb} in ${Date.now() - started} ms). Open apps load it on their next page load.`
      : `${change.pkg}: ${change.to} is already the current version; nothing changed.`,
  );
}

function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        'shell-dist': { type: 'string', default: path.join(repoRoot, 'shell', 'dist') },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new Error(`${error.message}\n${usage}`);
  }
  const { values, positionals } = parsed;
  const [command, pkg, version, ...extra] = positionals;
  const store = openStore();
  const by = userInfo().username;
  const started = Date.now();
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (extra.length) throw new RegistryRefusal(`Too many arguments: ${extra.join(' ')}.\n${usage}`);
  switch (command) {
    case 'list':
      list(store);
      return 0;
    case 'history':
      history(store, requirePackage(pkg));
      return 0;
    case 'promote': {
      requirePackage(pkg);
      if (!version) throw new RegistryRefusal(`Name the version to promote.\n${usage}`);
      const shellProvides = readShellProvides(values['shell-dist']);
      reportChange(store.promote(pkg, version, { by, shellProvides }), started, 'promoted');
      return 0;
    }
    case 'rollback': {
      requirePackage(pkg);
      const shellProvides = readShellProvides(values['shell-dist']);
      reportChange(store.rollback(pkg, version, { by, shellProvides }), started, 'rolled back');
      return 0;
    }
    default:
      console.error(command ? `Unknown command: ${command}.\n${usage}` : usage);
      return 1;
  }
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
}
