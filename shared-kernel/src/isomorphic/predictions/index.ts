export * from './inputs';
export * from './results';
export * from './catalogue';
