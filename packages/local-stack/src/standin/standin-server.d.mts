// Types of standin-server.mjs.
import type http from "node:http";
import type { Duplex } from "node:stream";

export interface StandinServerOptions {
  host?: string;
  /** 0 picks a free port. */
  port: number;
  /** Browser origins allowed to call it (CORS headers for them; every preflight OPTIONS is answered 204). */
  allowedOrigins?: readonly string[];
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  onUpgrade?: (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void;
}

export interface StandinServer {
  server: http.Server;
  /** http://host:port */
  url: string;
  host: string;
  port: number;
  /** Ends every open connection and stops listening. */
  close: () => Promise<void>;
}

export declare function listenStandin(options: StandinServerOptions): Promise<StandinServer>;
export declare function replyStandin(res: http.ServerResponse, status: number, body: unknown, type?: string): void;
