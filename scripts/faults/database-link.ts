import net from 'node:net';

/**
 * A TCP relay between one app process and PostgreSQL that the test can cut: the process loses its
 * database while the server itself, which other tests share, stays up.
 */
export type DatabaseLink = {
  port: number;
  /** Resets every connection through the link and refuses new ones, as a network failure would. */
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
};

export async function openDatabaseLink(target: { host: string; port: number }): Promise<DatabaseLink> {
  const sockets = new Set<net.Socket>();
  let open = true;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset socket reports ECONNRESET; the pair is torn down below either way.
    socket.on('error', () => {});
  };
  const server = net.createServer((app) => {
    if (!open) {
      app.on('error', () => {});
      app.resetAndDestroy();
      return;
    }
    const database = net.connect(target.port, target.host);
    track(app);
    track(database);
    app.pipe(database);
    database.pipe(app);
    app.on('close', () => database.destroy());
    database.on('close', () => app.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () => {
      open = false;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore: () => {
      open = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
