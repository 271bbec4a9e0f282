export * from './period';
export * from './adherence';
