// `npm start`'s way to run the OpenOcean stand-in (src/main.ts) as a child process: local-stack's shared
// spawner, told its port variable, its mode and the path that answers once it is up (types in the .d.mts).
import { URL } from "node:url";
import { spawnStandin } from "@ceiba/local-stack/standin";

export const spawnOpenOceanStandin = ({ rpcUrl, port, mode, onLine, timeoutMs }) =>
  spawnStandin({
    name: "OpenOcean stand-in",
    main: new URL("./main.ts", import.meta.url),
    rpcUrl,
    port,
    portVariable: "CEIBA_OPENOCEAN_PORT",
    healthPath: "/__standin/mode",
    env: mode ? { CEIBA_OPENOCEAN_STANDIN_MODE: mode } : {},
    onLine,
    timeoutMs,
  }).then(({ url, child }) => ({ url, chainBaseUrl: `${url}/v4/1337`, child }));
