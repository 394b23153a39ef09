// @ceiba/sdk/openocean: a client of OpenOcean's public swap API (v4) for the server's quote route, and its wire
// format, which the local stand-in (apps/openocean-standin) speaks too. Server-side: the web app never calls it.
export * from "./api";
export * from "./fetch-swap";
export * from "./parse-swap-answer";
export * from "./to-quote";
