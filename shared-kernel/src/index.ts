// The browser kernel, one MF singleton shared by the shell and every remote.
// The isomorphic rules are also re-exported here; the API imports them from 'shared-kernel/isomorphic'.
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
export * from './isomorphic';
