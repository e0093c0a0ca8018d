// A round-robin HTTP proxy (the two-process system, cluster-system.ts): each request goes to the next of its
// backends, as a load balancer without affinity would send it, so that consecutive requests of one visitor reach
// different processes. Headers (Host, Cookie, Origin) pass as they came; a backend that refuses is a 502.
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface RoundRobinProxy {
  readonly server: Server;
  /** requests sent to each backend, in the order of `backends` */
  readonly served: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(port: number, backends: number[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const served = backends.map(() => 0);
  let next = 0;
  const server = http.createServer((request: IncomingMessage, response: ServerResponse) => {
    const index = next;
    next = (next + 1) % backends.length;
    served[index] = (served[index] ?? 0) + 1;
    const upstream = http.request(
      { host: '127.0.0.1', port: backends[index], method: request.method, path: request.url, headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad gateway');
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    server,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
