// The browser kernel, one MF singleton shared by the shell and every remote. The isomorphic rules (validation,
// units, formulas, code lists) are stateless, so they are not part of it: everyone, the API included, imports
// them from 'shared-kernel/isomorphic' and bundles only what they use.
export * from './config';
export * from './bus';
export * from './session';
export * from './navigation';
export * from './i18n';
export * from './http';
export * from './bridge';
export * from './dialogs';
export * from './remote';
export * from './ui';
export * from './offline';
export * from './reminders';
export * from './notifications';
export * from './images';
export * from './channel-share';
