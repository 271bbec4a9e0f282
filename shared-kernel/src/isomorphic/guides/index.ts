export * from './grades';
