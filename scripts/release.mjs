// `npm run release -- <remote> [<remote>…] [--from <git-ref-or-dir>] [--promote]`: builds each remote and puts the
// build into the release store as an immutable, versioned release (docs/releases.md); --promote also makes it
// the version the shell loads.
import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildRemote } from './releases/build-remote.mjs';
import { openStore, readShellProvides, remotePackages } from './releases/store.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const usage = `Usage: npm run release -- <remote> [<remote>…] [--from <git-ref-or-dir>] [--promote] [--shell-dist <dir>]
  <remote>      one of ${remotePackages.join(', ')}
  --from        build the remote as it is at a git ref (branch, tag, sha) or in another checkout of this repository
  --promote     make each new release the version the shell loads (checked against the built shell)
  --shell-dist  the built shell to check against (default shell/dist)
The store is RELEASES_DIR (default .releases).`;

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        promote: { type: 'boolean', default: false },
        'shell-dist': { type: 'string', default: path.join(repoRoot, 'shell', 'dist') },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new Error(`${error.message}\n${usage}`);
  }
  const { values, positionals: pkgs } = parsed;
  if (values.help || pkgs.length === 0) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  const unknown = pkgs.filter((pkg) => !remotePackages.includes(pkg));
  if (unknown.length) {
    throw new Error(
      `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a remote' : 'are not remotes'}. The remotes are: ${remotePackages.join(', ')}.`,
    );
  }
  // Read before building, so that a missing shell build stops the command before minutes of work.
  const shellProvides = values.promote ? readShellProvides(values['shell-dist']) : null;
  const store = openStore();
  const by = userInfo().username;

  for (const pkg of pkgs) {
    const started = Date.now();
    console.log(`\n▶ Building ${pkg}${values.from ? ` from ${values.from}` : ''}`);
    const build = buildRemote(pkg, { from: values.from });
    try {
      const storing = Date.now();
      const { version, created, release } = store.publish({
        pkg,
        distDir: build.distDir,
        commit: build.commit,
        dirty: build.dirty,
        source: build.source,
      });
      const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
      console.log(
        `${pkg} ${version}: ${created ? 'new release' : 'already released (same content), nothing copied'}` +
          ` — ${release.files} files, ${kib(release.bytes)} for a user to download` +
          ` (built in ${seconds(storing - started)}, stored in ${Date.now() - storing} ms)` +
          `${release.dirty ? `; built with uncommitted changes on ${release.commit?.slice(0, 8) ?? 'no commit'}` : ''}.`,
      );
      console.log(`  ${path.join(store.dir, 'remotes', pkg, version)}`);
      if (shellProvides) {
        const promoting = Date.now();
        const change = store.promote(pkg, version, {
          by,
          shellProvides,
          action: created ? 'publish-and-promote' : 'promote',
        });
        console.log(
          change.changed
            ? `${pkg}: ${change.from ?? '(none)'} → ${version} (promoted in ${Date.now() - promoting} ms). Open apps load it on their next page load.`
            : `${pkg}: ${version} was already the current version.`,
        );
      }
    } finally {
      build.cleanup();
    }
  }
  if (!shellProvides)
    console.log(
      `\nTo make a release the one the shell loads: npm run registry -- promote <remote> <version>`,
    );
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exitCode = 1;
}
