export { configureKernel, kernelConfig, loadAppConfig, defaultClientId } from './config';
export type { KernelConfig, KernelConfigInput } from './config';
