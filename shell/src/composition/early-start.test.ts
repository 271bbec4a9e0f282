/** @jest-environment jsdom */
import { workspaceRegistryFile as registryFile } from './testing/workspace-registry';
import { firstViewRemote } from './early-start';
import { loadRegistry, parseRegistry } from './registry';

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
