import { runStandalone } from 'shared-kernel/dev-host';
import * as lifecycles from './app';

// Only used when this remote runs on its own (`pnpm --filter mf-routine start`); the shell loads `./app` instead.
void runStandalone({ name: 'mf_routine', lifecycles, homePath: '/main/health-goal-dashboard' });
