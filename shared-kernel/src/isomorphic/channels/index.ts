export * from './codes';
export * from './types';
export * from './schemas';
export * from './blocking';
export * from './healthContent';
