export * from './types';
export * from './codes';
export * from './schemas';
