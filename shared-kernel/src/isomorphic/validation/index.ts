export * from './messages';
export * from './keywords';
export * from './schemas';
export * from './errors';
export * from './validate';
export * from './mobilePhone';
export * from './bloodPressure';
export * from './lifelogEntry';
