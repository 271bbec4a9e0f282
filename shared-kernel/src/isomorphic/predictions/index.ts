export * from './inputs';
export * from './results';
export * from './catalogue';
export * from './chat';
export * from './schemas';
export * from './readings';
export * from './refusals';
export * from './sources';
