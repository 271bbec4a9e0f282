export * from './lifelogTypes';
export * from './display';
export * from './measurementRanges';
export * from './ucumDisplay';
export * from './ucum';
