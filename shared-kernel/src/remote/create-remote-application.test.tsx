/** @jest-environment jsdom */
// Not @testing-library/react: single-spa-react renders outside act(), the way the shell's lifecycles run.
import { waitFor } from '@testing-library/dom';
import { useTranslation } from 'react-i18next';
import * as singleSpa from 'single-spa';
import { loadNamespace, type Catalog, type RemoteNamespace } from 'locales';
import { changeLanguage } from '../i18n';
import { createRemoteApplication } from './create-remote-application';

jest.mock('locales', () => {
  const actual = jest.requireActual<typeof import('locales')>('locales');
  return {
    ...actual,
    loadCatalog: () =>
      Promise.resolve(
        Object.fromEntries(actual.startNamespaces.map((namespace) => [namespace, {}])) as Catalog,
      ),
    loadNamespace: jest.fn((language: string, namespace: string) =>
      Promise.resolve({ title: `${language} ${namespace} title` }),
    ),
  };
});

const loadNamespaceMock = jest.mocked(loadNamespace);

/**
 * A remote whose root shows its namespace's title and remembers every text it ever rendered, mounted the way the
 * shell mounts one: bootstrap, then mount.
 */
function remoteShowing(namespace: RemoteNamespace) {
  const rendered: string[] = [];
  function Root() {
    const { t } = useTranslation(namespace);
    const title = t('title');
    rendered.push(title);
    return <h1>{title}</h1>;
  }
  const lifecycles = createRemoteApplication(Root, { namespaces: [namespace] });
  const domElement = document.body.appendChild(document.createElement('div'));
  const props = {
    name: `remote-${namespace}`,
    domElement,
    singleSpa,
    mountParcel: singleSpa.mountRootParcel,
  };
  const mount = async () => {
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
  };
  return { rendered, domElement, mount };
}

beforeEach(async () => {
  await changeLanguage('ko');
  loadNamespaceMock.mockClear();
});

describe('createRemoteApplication', () => {
  it('loads the namespaces it declares before its first render, so it never shows a key', async () => {
    const remote = remoteShowing('routine');

    await remote.mount();

    expect(remote.domElement.textContent).toBe('ko routine title');
    expect(remote.rendered).toEqual(['ko routine title']);
    expect(loadNamespaceMock.mock.calls).toEqual([['ko', 'routine']]);
  });

  it('loads its namespaces in the new language on a language change, so it never shows a key', async () => {
    const remote = remoteShowing('medicine');
    await remote.mount();

    await changeLanguage('km');

    await waitFor(() => expect(remote.domElement.textContent).toBe('km medicine title'));
    expect(remote.rendered.every((text) => text.endsWith(' medicine title'))).toBe(true);
  });

  it('fails to mount when its namespace cannot be loaded, and loads it on the next try', async () => {
    const chunkFailure = Object.assign(new Error('Loading chunk locale-ko-channel-json failed.'), {
      name: 'ChunkLoadError',
    });
    loadNamespaceMock.mockRejectedValueOnce(chunkFailure);
    const remote = remoteShowing('channel');

    await expect(remote.mount()).rejects.toBe(chunkFailure);
    expect(remote.domElement.textContent).toBe('');

    await remote.mount();
    expect(remote.domElement.textContent).toBe('ko channel title');
  });
});
