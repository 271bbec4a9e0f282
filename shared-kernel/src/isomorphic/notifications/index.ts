export * from './types';
export * from './codes';
export * from './schemas';
export * from './screens';
export * from './texts';
