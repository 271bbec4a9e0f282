export * from './bodyIndices';
export * from './calories';
export * from './age';
export * from './timeBand';
export * from './medication';
export * from './egfr';
export * from './exerciseByBody';
