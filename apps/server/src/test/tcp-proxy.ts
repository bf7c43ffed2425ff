import net from 'node:net';

type Target = { host: string; port: number };

/**
 * A TCP proxy on 127.0.0.1: in front of the database server, so a test can cut the network (every
 * connection drops and new ones are refused) and later restore it on the same port; or in front of
 * several servers, handing each new connection to the next one in turn (a round-robin load
 * balancer; WebSocket upgrades pass through as any other bytes). `onConnection` learns which
 * target got the connection from the client's port.
 */
export async function startTcpProxy(
  targets: Target | Target[],
  options: { onConnection?: (clientPort: number, target: number) => void } = {},
) {
  const list = Array.isArray(targets) ? targets : [targets];
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  let port = 0;
  let turn = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const index = turn++ % list.length;
        const target = list[index]!;
        options.onConnection?.(client.remotePort!, index);
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          socket.setNoDelay(true); // small frames go out at once, as they would without the proxy
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });

  const cut = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen();
  return {
    get host() {
      return `127.0.0.1:${port}`;
    },
    cut,
    restore: listen,
    close: cut,
  };
}
