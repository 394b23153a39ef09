/**
 * Serves a build with `vite preview` on a free port, as `npm start` would but without the local stack: the
 * same-origin proxies point at a closed port, so /api, /rpc and /faucet answer 502 whether or not a stack
 * is running on this machine. The measurement is then the app shell on its own, the same every time.
 */
import net from "node:net";
import path from "node:path";
import { createLogger, preview } from "vite";

/** A port nobody listens on (the OS gives one, we close it again). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface Served {
  url: string;
  close: () => Promise<void>;
}

/** Vite's logger without the proxy's "connection refused" lines, which are expected here. */
function quietLogger() {
  const logger = createLogger("warn");
  const error = logger.error.bind(logger);
  logger.error = (message, options) => {
    if (!message.includes("http proxy error")) error(message, options);
  };
  return logger;
}

export async function servePreview(webDir: string, outDir: string): Promise<Served> {
  const closed = `http://127.0.0.1:${await freePort()}`;
  for (const name of ["CEIBA_PROXY_RPC", "CEIBA_PROXY_API", "CEIBA_PROXY_FAUCET"]) process.env[name] = closed;
  const port = await freePort();
  const server = await preview({
    root: webDir,
    configFile: path.join(webDir, "vite.config.ts"),
    customLogger: quietLogger(),
    build: { outDir },
    preview: { host: "127.0.0.1", port, strictPort: true },
  });
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
