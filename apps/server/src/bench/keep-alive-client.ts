import http from 'node:http';

export type PostResult = { status: number; body: string; cookie: string };

/**
 * JSON POSTs over kept-alive connections (at most `maxSockets`), as a browser makes them: behind a
 * round-robin proxy each connection, and so every request on it, goes to one of the servers.
 * `onSocket` learns each request's local port (the proxy tells which server that is).
 */
export function createKeepAliveClient(base: string, maxSockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return {
    post(
      path: string,
      body: unknown,
      headers: Record<string, string>,
      onSocket?: (localPort: number) => void,
    ) {
      return new Promise<PostResult>((resolve, reject) => {
        const request = http.request(new URL(path, base), {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', ...headers },
        });
        request.on('socket', (socket) => {
          const report = () => onSocket?.(socket.localPort ?? 0);
          if (socket.localPort) report();
          else socket.once('connect', report);
        });
        request.on('error', reject);
        request.on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              cookie: (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '),
            }),
          );
        });
        request.end(JSON.stringify(body));
      });
    },
    close: () => agent.destroy(),
  };
}
