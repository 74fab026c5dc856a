// A loopback port that was free a moment ago, for servers a test starts. Ports come from below the kernel's ephemeral
// range (32768-60999 on Linux), so the outgoing connections of this and other processes (database pools, Kafka
// clients) never take one between the check and the server's bind, as ports picked with listen(0) could; and one
// process never hands out the same port twice. Another process that binds an explicit port could still take it;
// callers that can retry with a new port do (see startEmbeddedPostgres).
import net from 'node:net';
import { randomInt } from 'node:crypto';

const LOW = 20_000;
const HIGH = 32_000; // exclusive; below /proc/sys/net/ipv4/ip_local_port_range's start
const handedOut = new Set<number>();

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = randomInt(LOW, HIGH);
    if (handedOut.has(port)) continue;
    handedOut.add(port); // claimed before the check, so concurrent calls never pick the same one
    if (await bindable(port)) return port;
  }
  throw new Error(`no free loopback port found in ${LOW}-${HIGH}`);
}
