/**
 * The part of jsdom's API the plugins' tests use. Not @types/jsdom: it references the DOM library, and
 * vitest's own types import jsdom's, so installing it would put DOM types into every workspace that runs
 * vitest (the indexer's Node code among them).
 */
declare module "jsdom" {
  export type DOMWindow = Window & typeof globalThis;

  export interface ConstructorOptions {
    url?: string;
    runScripts?: "dangerously" | "outside-only";
    /** requestAnimationFrame and a visible document. */
    pretendToBeVisual?: boolean;
    beforeParse?: (window: DOMWindow) => void;
  }

  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: DOMWindow;
  }
}
