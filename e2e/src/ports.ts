import { createServer } from 'node:net';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, 'localhost', () => server.close(() => resolve(true)));
  });
}

/**
 * A base port such that base + each offset is free: by default the app and its API at +10. Bases stay below
 * 32768, where Linux starts handing out ephemeral ports: a port found free there could be taken by any outgoing
 * connection (the browser's, the database's) before the app listens on it.
 */
export async function freePortBase(offsets = [0, 10]): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20000 + Math.floor(Math.random() * 600) * 20;
    const ports = offsets.map((offset) => base + offset);
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return base;
  }
  throw new Error('No free ports found');
}
