import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a shared service (PostgreSQL, Redis) that tests can take down without touching the
 * service itself, which every engineer's tests share: `cut()` drops every connection and refuses new ones (what a
 * client sees of a restart or a stopped server), `stall()` keeps the connections but lets nothing through (a
 * server that hangs), `resume()` brings it back on the same port.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly pairs = new Set<[Socket, Socket]>();
  private stalled = false;
  /** connections opened through the proxy so far */
  accepted = 0;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** The address to give the client instead of the service's: same URL, the proxy's host and port. */
  url(serviceUrl: string): string {
    const url = new URL(serviceUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.href;
  }

  async listen(): Promise<void> {
    const server = createServer((client) => {
      this.accepted += 1;
      const upstream = connect(this.target.port, this.target.host);
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      for (const socket of pair) {
        socket.on('close', () => this.pairs.delete(pair));
        // a reset while cutting is expected; either side closing closes the other
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.on('data', (chunk) => !this.stalled && upstream.write(chunk));
      upstream.on('data', (chunk) => !this.stalled && client.write(chunk));
      client.on('end', () => upstream.end());
      upstream.on('end', () => client.end());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
  }

  /** The service "goes down": every open connection is dropped and new ones are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const pair of this.pairs) for (const socket of pair) socket.destroy();
    await closed;
  }

  /** The service hangs: connections stay open, and whatever is sent gets no answer (and is lost). */
  stall(): void {
    this.stalled = true;
  }

  /** The service is back on the same port (nothing to do when it is up). */
  resume = async (): Promise<void> => {
    this.stalled = false;
    if (!this.server) await this.listen();
  };

  async close(): Promise<void> {
    await this.cut();
  }
}
