import http from 'node:http';

/**
 * A cheap load generator's HTTP client: keep-alive connections (at most `maxSockets`, reused),
 * so the bench spends its CPU on requests, not on TCP handshakes. `post` resolves to the status.
 */
export function createHttpClient(base: string, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(base);
  return {
    post(pathname: string, headers: Record<string, string>, body: string) {
      return new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            agent,
            hostname,
            port,
            path: pathname,
            method: 'POST',
            headers: {
              ...headers,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (response) => {
            response.resume(); // the body is not needed; draining frees the connection
            response.once('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.once('error', reject);
        request.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
