import { createServer } from 'node:net';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, 'localhost', () => server.close(() => resolve(true)));
  });
}

/** A base port such that base + each offset is free: by default the app and its API at +10. */
export async function freePortBase(offsets = [0, 10]): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20000 + Math.floor(Math.random() * 2000) * 20;
    const ports = offsets.map((offset) => base + offset);
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return base;
  }
  throw new Error('No free ports found');
}
