export * from './healthDataApi';
