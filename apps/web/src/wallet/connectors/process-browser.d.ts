/** The `process` package's browser shim (no types of its own): what node-buffer.ts sets as the global. */
declare module "process/browser.js" {
  const process: {
    nextTick(callback: (...args: unknown[]) => void, ...args: unknown[]): void;
    env: Record<string, string>;
    browser: boolean;
  };
  export default process;
}
