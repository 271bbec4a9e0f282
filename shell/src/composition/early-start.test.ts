/** @jest-environment jsdom */
import { workspaceRegistryFile as registryFile } from './testing/workspace-registry';
import { firstViewRemote } from './early-start';
import { loadRegistry, parseRegistry } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const registry = parseRegistry(registryFile);

describe('the first view starts loading before the shell has booted (issue 15)', () => {
  it('picks the remote with the longest route prefix of the page, as route ownership does', () => {
    expect(firstViewRemote('/intro/login', registry)?.name).toBe('mf_auth');
    expect(firstViewRemote('/main/health-goal-dashboard', registry)?.name).toBe('mf_routine');
    expect(firstViewRemote('/user/myChn/setting/profile/deleteComplete', registry)?.name).toBe('mf_auth');
    expect(firstViewRemote('/introduction', registry)).toBeNull();
  });

  it('names each remote’s own locale namespaces in the registry, and refuses unknown ones', () => {
    expect(registry.remotes.find((remote) => remote.name === 'mf_auth')?.namespaces).toEqual(['login']);
    const bad = { remotes: [{ ...registryFile.remotes[0], namespaces: ['nope'] }] };
    expect(() => parseRegistry(bad)).toThrow('not a valid registry');
  });

  it('reads the registry the server wrote into the page instead of fetching it', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    document.head.innerHTML = `<script type="application/json" id="remotes-json">${JSON.stringify(registryFile)}</script>`;
    await expect(loadRegistry()).resolves.toEqual(registry);
    expect(fetchSpy).not.toHaveBeenCalled();
    document.head.innerHTML = '';
  });
});

describe('main.js starts downloading the first view’s remoteEntry.js (issue 15)', () => {
  const authEntry = registry.remotes.find((remote) => remote.name === 'mf_auth')!.entry;
  const preloads = () =>
    [...document.querySelectorAll('link[rel="preload"]')].map(
      (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
    );

  /** Opens `pathname` on a page whose head holds the registry and `links`, and runs a fresh main.js start. */
  async function startOn(pathname: string, links = ''): Promise<void> {
    document.head.innerHTML = `<script type="application/json" id="remotes-json">${JSON.stringify(registryFile)}</script>${links}`;
    window.history.replaceState(null, '', pathname);
    await jest.isolateModulesAsync(async () => {
      const early = await import('./early-start');
      early.startEarly();
      await early.startRegistry();
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('preloads it as a script where the page does not name it (a dev server’s page), with no manifest', async () => {
    await startOn('/intro/login');
    expect(authEntry).toMatch(/\/remoteEntry\.js$/);
    expect(preloads()).toEqual([`script ${authEntry}`]);
  });

  it('adds no second link where the app server’s page already preloads it', async () => {
    await startOn('/intro/login', `<link rel="preload" href="${authEntry}" as="script">`);
    expect(preloads()).toEqual([`script ${authEntry}`]);
  });
});
