import net from 'node:net';

/**
 * Ports chosen below Linux's ephemeral range (32768-60999), from which the kernel hands out the
 * local ports of outgoing connections: a port picked there could be taken by any connection a test
 * opens (to PostgreSQL, through a load balancer) between picking it and the server binding it.
 */
const FIRST = 20_000;
const LAST = 32_000;

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port on 127.0.0.1 nothing listens on now, for a server a script or test starts. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST));
    if (await bindable(port)) return port;
  }
  throw new Error(`No free port between ${FIRST} and ${LAST} on 127.0.0.1`);
}
