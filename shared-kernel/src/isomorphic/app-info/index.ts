export * from './app-info';
