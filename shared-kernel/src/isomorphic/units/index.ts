export * from './lifelogTypes';
export * from './display';
