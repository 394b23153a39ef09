import net from "node:net";

/**
 * `count` distinct TCP ports free on 127.0.0.1 right now: each is bound by the OS (port 0) and all are held
 * until every one is chosen, so none is picked twice. Picked from the ephemeral range, away from the
 * stack's default ports (8545, 8546, 42069, 5173), so the tests run beside a developer's `npm start`.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: net.Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = net.createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, "127.0.0.1", () => resolve());
      });
    }
    return servers.map((server) => {
      const address = server.address();
      if (!address || typeof address === "string") throw new Error("a listening TCP server has no port");
      return address.port;
    });
  } finally {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }
}
