// @ceiba/openocean-standin: a local stand-in of OpenOcean's swap API (chain 1337 only), for `npm start` and tests.
export * from "./best-path";
export * from "./local-uniswap";
export * from "./standin";
