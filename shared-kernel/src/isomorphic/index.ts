// Rules shared by the browser remotes and the platform API: no DOM, no React.
export * from './mcodes';
export * from './codes';
export * from './units';
export * from './formulas';
export * from './validation';
export { calendarDateIn, isCalendarDate } from './dates';
export * from './fhir';
export * from './guides';
export * from './checkups';
export * from './predictions';
export * from './routines';
export * from './medication';
export * from './reports';
export * from './notifications';
export * from './settings';
export * from './channels';
export * from './app-info';
