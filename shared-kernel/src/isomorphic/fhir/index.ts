export * from './codings';
export * from './lifelogObservation';
export * from './aggregate';
export * from './observationEquivalents';
export * from './importReport';
