// @ceiba/local-stack/standin: the plumbing the local stand-ins (apps/boltz-standin, apps/openocean-standin)
// share — spawning one for `npm start`, reading its environment, its HTTP server. It lives in local-stack,
// which both stand-ins already depend on (for the local chain), rather than in a package of its own: it is
// local-stack tooling, chain 1337 only, and nothing outside the local stack imports it.
export { spawnStandin } from "./spawn-standin.mjs";
export { closeOnSignals, envPort, failStandin, localRpcUrl } from "./standin-env.mjs";
export { listenStandin, replyStandin } from "./standin-server.mjs";
