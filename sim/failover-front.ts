import net from 'node:net';

export interface FailoverFront {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * What a load balancer does for the node-kill scenario, at its simplest: a TCP front on
 * loopback that hands each new connection to the first node that accepts it, in order. A
 * killed node's connections drop with it; the clients' own reconnects then land on the
 * next node. Nothing is buffered or replayed here: whatever survives the kill, the app
 * and the servers made survive.
 */
export async function startFailoverFront(port: number, upstreamPorts: readonly number[]): Promise<FailoverFront> {
  const open = new Set<net.Socket>();
  const connectUpstream = (index: number, client: net.Socket): void => {
    const upstreamPort = upstreamPorts[index];
    if (upstreamPort === undefined) return void client.destroy();
    const upstream = net.connect({ port: upstreamPort, host: '127.0.0.1' });
    open.add(upstream);
    upstream.once('close', () => open.delete(upstream));
    upstream.once('connect', () => {
      upstream.removeAllListeners('error');
      upstream.on('error', () => client.destroy());
      client.pipe(upstream).pipe(client);
      upstream.once('close', () => client.destroy());
      client.once('close', () => upstream.destroy());
    });
    // Refused: that node is down, try the next one.
    upstream.once('error', () => connectUpstream(index + 1, client));
  };
  const server = net.createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    connectUpstream(0, client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
