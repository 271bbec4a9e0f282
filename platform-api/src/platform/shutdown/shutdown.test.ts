import { connect, type Socket } from 'node:net';
import { closeGracefully } from './shutdown';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

function openIdleConnection(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('stopping the API', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await openTestApp(testDatabaseKinds()[0]!);
  });
  afterAll(() => api.close());

  it('closes although a browser holds a connection it opened ahead and never used', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.server.address();
    if (address === null || typeof address === 'string')
      throw new Error('The API is not listening on a port');
    const idle = await openIdleConnection(address.port);
    const cut = new Promise((resolve) => idle.once('close', resolve));

    await closeGracefully(api.app, 200);

    await cut;
    expect(api.app.server.listening).toBe(false);
  });
});
