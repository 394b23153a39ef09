// Types of index.mjs.
export * from "./spawn-standin.mjs";
export * from "./standin-env.mjs";
export * from "./standin-server.mjs";
