import { runStandalone } from 'shared-kernel/dev-host';
import * as lifecycles from './app';

// Only used when this remote runs on its own (`pnpm --filter mf-ai start`); the shell loads `./app` instead.
void runStandalone({ name: 'mf_ai', lifecycles, homePath: '/main/ai-prediction' });
