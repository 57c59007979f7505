import net from 'node:net';

/** A round-robin TCP balancer on loopback, like a Kubernetes Service in front of its ready pods. */
export type TTcpBalancer = { url: string; close: () => Promise<void> };

/**
 * Listens on `port` and hands each connection to the next backend port; a backend that refuses
 * the connection (stopped, restarting) is skipped, as a Service skips a pod that is not ready.
 */
export async function startTcpBalancer(port: number, backends: number[]): Promise<TTcpBalancer> {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const connect = (client: net.Socket, attempt: number) => {
    if (attempt >= backends.length * 3) {
      client.destroy();
      return;
    }
    const target = backends[next++ % backends.length] as number;
    const upstream = net.connect(target, '127.0.0.1');
    sockets.add(upstream);
    upstream.once('close', () => sockets.delete(upstream));
    upstream.once('error', () => {
      // refused before anything was sent: try the next backend
      if (!upstream.bytesWritten) connect(client, attempt + 1);
      else client.destroy();
    });
    upstream.once('connect', () => {
      client.pipe(upstream).pipe(client);
      client.once('error', () => upstream.destroy());
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
      client.resume();
    });
  };
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    connect(client, 0);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
