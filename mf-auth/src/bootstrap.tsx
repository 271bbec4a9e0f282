import { runStandalone } from 'shared-kernel/dev-host';
import * as lifecycles from './app';

// Only used when this remote runs on its own (`pnpm --filter mf-auth start`); the shell loads `./app` instead.
void runStandalone({ name: 'mf_auth', lifecycles, homePath: '/intro/login', needsSession: false });
