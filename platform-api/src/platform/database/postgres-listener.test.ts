import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPostgresListener } from './postgres-listener';

const url = process.env['TEST_DATABASE_URL'];

async function untilTrue(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

(url ? describe : describe.skip)('PostgreSQL LISTEN connection', () => {
  const applicationName = `listener_${randomBytes(6).toString('hex')}`;
  const channel = `test_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(() => admin.end());

  const notify = (payload: string) => admin.query('SELECT pg_notify($1, $2)', [channel, payload]);
  const listenerConnections = async () =>
    (
      await admin.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = $1',
        [applicationName],
      )
    ).rows[0]?.count ?? 0;

  it('hears NOTIFY again after its connection was cut, and gives the connection back when nobody listens', async () => {
    const scopedUrl = new URL(url ?? '');
    scopedUrl.searchParams.set('application_name', applicationName);
    const errors: Error[] = [];
    const listener = createPostgresListener(scopedUrl.toString(), (error) => errors.push(error), 50);
    const heard: string[] = [];
    const otherHeard: string[] = [];
    try {
      const stop = await listener.listen(channel, (payload) => heard.push(payload));
      const stopOther = await listener.listen(channel, (payload) => otherHeard.push(payload));
      expect(await listenerConnections()).toBe(1);
      await notify('before');
      await untilTrue(() => heard.includes('before') && otherHeard.includes('before'), 'before');

      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [applicationName],
      );
      await untilTrue(async () => {
        await notify('after');
        return heard.includes('after');
      }, 'a NOTIFY after the reconnection');
      expect(errors.length).toBeGreaterThan(0);

      await stopOther();
      await stop();
      await untilTrue(async () => (await listenerConnections()) === 0, 'the connection closed');
    } finally {
      await listener.close();
    }
  });

  it('refuses to listen when the server cannot be reached, leaving nothing running', async () => {
    const listener = createPostgresListener('postgres://postgres@127.0.0.1:1/none', () => undefined);
    await expect(listener.listen(channel, () => undefined)).rejects.toThrow();
    await listener.close();
  });
});
