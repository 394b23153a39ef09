import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";

// Same-origin paths to the local stack's services (scripts/web-app.mjs sets the targets for `npm start`
// and the end-to-end tests; the defaults are the stack's default ports). The browser then talks to one
// origin: no CORS, and the app needs no build-time URL for chain 1337.
const target = (name: string, fallback: string) => process.env[name] ?? fallback;
const proxy: Record<string, ProxyOptions> = {
  "/rpc": { target: target("CEIBA_PROXY_RPC", "http://127.0.0.1:8545"), rewrite: () => "/" },
  "/api": { target: target("CEIBA_PROXY_API", "http://127.0.0.1:42069"), rewrite: (p) => p.replace(/^\/api/, "") },
  "/faucet": { target: target("CEIBA_PROXY_FAUCET", "http://127.0.0.1:8546") },
};

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: { target: "es2022", sourcemap: false },
});
