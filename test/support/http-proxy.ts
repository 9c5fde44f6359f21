import { createServer, type IncomingMessage } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';

/**
 * A forward proxy on 127.0.0.1, as a self-hosted runner's HTTPS_PROXY / HTTP_PROXY would be: it answers
 * `CONNECT host:port` (how undici's ProxyAgent reaches every target) by opening a tunnel — to `upstream`
 * whatever the target, so a test can name a host that does not resolve and still reach its local server,
 * which proves the request went through the proxy. It records each tunnel's target and proxy credentials.
 */
export interface HttpProxy {
  /** `http://127.0.0.1:<port>`: the value for HTTP_PROXY / HTTPS_PROXY. */
  url: string;
  /** The `host:port` of each CONNECT, in order. */
  readonly tunnels: Array<{ target: string; authorization: string | undefined }>;
  close(): Promise<void>;
}

export async function startHttpProxy(upstream: { host: string; port: number }): Promise<HttpProxy> {
  const tunnels: HttpProxy['tunnels'] = [];
  const sockets = new Set<Socket>();
  const server = createServer((_request, response) => {
    // Only tunnels: a plain request here means the client did not use the proxy as undici does.
    response.writeHead(405).end('this proxy only tunnels (CONNECT)');
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (request: IncomingMessage, client: Socket, head: Buffer) => {
    tunnels.push({ target: request.url ?? '', authorization: request.headers['proxy-authorization'] });
    const target = connect(upstream.port, upstream.host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) target.write(head);
      target.pipe(client);
      client.pipe(target);
    });
    sockets.add(target);
    target.on('close', () => sockets.delete(target));
    target.on('error', () => client.destroy());
    client.on('error', () => target.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tunnels,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
