/** @jest-environment jsdom */
import { applyRemoteOverrides } from './remote-overrides';
import type { Registry } from './registry';

const registry: Registry = {
  remotes: [
    {
      name: 'mf_lifelog',
      entry: 'http://localhost:8082/remoteEntry.js',
      routes: [{ path: '/main/my' }],
      overlays: [],
    },
  ],
};
const entryOf = (result: Registry) => result.remotes[0]!.entry;

describe('pointing the shell at a locally served remote', () => {
  beforeEach(() => localStorage.clear());

  it('takes an override from the query string and keeps it for later visits', () => {
    const search = '?remoteOverride=mf_lifelog=http://localhost:9082/remoteEntry.js';
    expect(entryOf(applyRemoteOverrides(registry, search))).toBe('http://localhost:9082/remoteEntry.js');
    expect(entryOf(applyRemoteOverrides(registry, ''))).toBe('http://localhost:9082/remoteEntry.js');
  });

  it('refuses an override that is not on this machine, so a link cannot swap in foreign code', () => {
    const search = '?remoteOverride=mf_lifelog=https://evil.example/remoteEntry.js';
    expect(entryOf(applyRemoteOverrides(registry, search))).toBe('http://localhost:8082/remoteEntry.js');
  });

  it('forgets every override on reset', () => {
    applyRemoteOverrides(registry, '?remoteOverride=mf_lifelog=http://127.0.0.1:9082/remoteEntry.js');
    expect(entryOf(applyRemoteOverrides(registry, '?remoteOverride=reset'))).toBe(
      'http://localhost:8082/remoteEntry.js',
    );
  });
});
