import pg from 'pg';

type OnPayload = (payload: string) => void;

export interface PostgresListener {
  listen(channel: string, onPayload: OnPayload): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * LISTEN on one dedicated connection (a pooled one would go back to the pool and serve other queries), opened on
 * the first `listen` and shared by every channel. A broken connection is replaced after `retryMs` and listens
 * again; a NOTIFY sent while it was down is lost, so listeners must catch up on their own.
 */
export function createPostgresListener(
  connectionString: string,
  onError: (error: Error) => void,
  retryMs = 1_000,
): PostgresListener {
  const listeners = new Map<string, Set<OnPayload>>();
  let current: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const listenSql = (client: pg.Client, channel: string) => `LISTEN ${client.escapeIdentifier(channel)}`;

  function reconnectLater(): void {
    if (closed || listeners.size === 0 || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (closed || listeners.size === 0) return;
      connection().catch((error: unknown) => {
        onError(error instanceof Error ? error : new Error(String(error)));
        reconnectLater();
      });
    }, retryMs);
    retry.unref();
  }

  function drop(broken: pg.Client): void {
    if (current !== broken) return;
    current = undefined;
    connecting = undefined;
    broken.end().catch(() => undefined);
    reconnectLater();
  }

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString });
    client.on('notification', ({ channel, payload }) => {
      for (const onPayload of listeners.get(channel) ?? []) onPayload(payload ?? '');
    });
    client.on('error', (error) => {
      onError(error);
      drop(client);
    });
    client.on('end', () => drop(client));
    try {
      await client.connect();
      for (const channel of listeners.keys()) await client.query(listenSql(client, channel));
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      throw new Error('database closed');
    }
    current = client;
    return client;
  }

  function connection(): Promise<pg.Client> {
    connecting ??= connect().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  }

  return {
    async listen(channel, onPayload) {
      const forChannel = listeners.get(channel) ?? new Set<OnPayload>();
      forChannel.add(onPayload);
      listeners.set(channel, forChannel);
      try {
        const client = await connection();
        await client.query(listenSql(client, channel));
      } catch (error) {
        forChannel.delete(onPayload);
        if (forChannel.size === 0) listeners.delete(channel);
        throw error;
      }
      return async () => {
        forChannel.delete(onPayload);
        if (forChannel.size > 0 || listeners.get(channel) !== forChannel) return;
        listeners.delete(channel);
        const client = current;
        if (client && listeners.size === 0) {
          // Nobody listens any more: give the connection back to the server.
          current = undefined;
          connecting = undefined;
          await client.end();
        } else if (client) {
          await client.query(`UNLISTEN ${client.escapeIdentifier(channel)}`);
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      const client = current;
      current = undefined;
      connecting = undefined;
      await client?.end();
    },
  };
}
