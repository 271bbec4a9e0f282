export * from './codings';
export * from './lifelogObservation';
export * from './aggregate';
