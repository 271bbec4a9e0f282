// The entry screens a person who is not signed in opens first, rendered to HTML when this remote is released
// (issue 30): the app server sends them in the page, and this remote hydrates them on mount.
import { renderFirstViews } from 'shared-kernel/first-view';
import { startNamespaces } from './app';
import { RemoteRoot } from './RemoteRoot';

export const render = () =>
  renderFirstViews(RemoteRoot, {
    name: 'mf_auth',
    namespaces: startNamespaces,
    screens: [{ path: '/intro/login', titleKey: 'login:pageTitle' }],
  });
