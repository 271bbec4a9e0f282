import { isRemoteActive, pageOwner } from './route-ownership';
import { parseRegistry } from './registry';
import { workspaceRegistryFile as registryFile } from './testing/workspace-registry';

const registry = parseRegistry(registryFile);
const remote = (name: string) => registry.remotes.find((candidate) => candidate.name === name)!;

describe('route ownership from the runtime registry', () => {
  it('gives a page to the remote with the longest matching prefix', () => {
    expect(pageOwner('/register/platform/transfer', registry)?.route).toEqual({ path: '/register/platform' });
    expect(pageOwner('/register/info/a', registry)?.route).toEqual({ path: '/register', anonymous: true });
  });

  it('activates an overlay owner over another remote’s page, alongside the page owner', () => {
    expect(isRemoteActive(remote('mf_lifelog'), '/main/feed/lifelogConnect', registry)).toBe(true);
    expect(isRemoteActive(remote('mf_channel'), '/main/feed/lifelogConnect', registry)).toBe(true);
    expect(isRemoteActive(remote('mf_channel'), '/main/my/chnForm', registry)).toBe(true);
    expect(isRemoteActive(remote('mf_routine'), '/main/my/chnForm', registry)).toBe(false);
  });

  it('rejects a registry entry without routes', () => {
    expect(() => parseRegistry({ remotes: [{ name: 'mf_x', entry: 'http://x' }] })).toThrow(
      /not a valid registry/,
    );
  });
});
