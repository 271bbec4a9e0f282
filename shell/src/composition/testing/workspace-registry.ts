// The registry the app server would compose from every remote's own `remote.json` (issue 17), for the shell's
// tests of route ownership and start-up: the real routes, at made-up release addresses.
import auth from '../../../../mf-auth/remote.json';
import lifelog from '../../../../mf-lifelog/remote.json';
import routine from '../../../../mf-routine/remote.json';
import medicine from '../../../../mf-medicine/remote.json';
import channel from '../../../../mf-channel/remote.json';
import ai from '../../../../mf-ai/remote.json';

export const workspaceRegistryFile = {
  remotes: [auth, lifelog, routine, medicine, channel, ai].map((remote) => ({
    ...remote,
    entry: `/remotes/${remote.name.replace(/_/g, '-')}/0.1.0-00000000/remoteEntry.js`,
    version: '0.1.0-00000000',
  })),
};
