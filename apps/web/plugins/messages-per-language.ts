import path from "node:path";
import { runnerImport, type Plugin } from "vite";

/**
 * `virtual:ceiba-messages/es|en|pt`: one language's texts as a module of its own, so the first route
 * carries only the language it starts in and the others load when chosen (src/i18n/init.ts).
 *
 * The area files (src/i18n/areas) keep the three languages side by side, which is what their authors and
 * TypeScript's key check want, and a bundler cannot drop the other languages' properties from those
 * objects. So the build evaluates src/i18n/messages.ts once and writes each language as JSON (JSON.parse of
 * a string literal is also the fastest way for a browser to load a large object). The dev server and
 * vitest re-export the live module instead, to keep hot reload of a text.
 */
const PREFIX = "virtual:ceiba-messages/";
const RESOLVED = `\0${PREFIX}`;

type Messages = Record<string, unknown>;

export function messagesPerLanguage(webDir: string): Plugin {
  const messagesFile = path.join(webDir, "src/i18n/messages.ts");
  let building = false;
  let evaluated: Promise<{ messages: Record<string, Messages>; dependencies: string[] }> | undefined;

  return {
    name: "ceiba:messages-per-language",
    configResolved(config) {
      building = config.command === "build";
    },
    buildStart() {
      evaluated = undefined; // a watch-mode rebuild reads the texts again
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const language = id.slice(RESOLVED.length);
      if (!building) {
        return `import { messages } from ${JSON.stringify(messagesFile)};\nexport default messages[${JSON.stringify(language)}];`;
      }
      evaluated ??= runnerImport<{ messages: Record<string, Messages> }>(messagesFile, {
        configFile: false,
        logLevel: "error",
      }).then(({ module, dependencies }) => ({ messages: module.messages, dependencies }));
      const { messages, dependencies } = await evaluated;
      for (const file of dependencies) this.addWatchFile(file);
      const tree = messages[language];
      if (!tree) this.error(`src/i18n/messages.ts has no "${language}" texts`);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(tree))});`;
    },
  };
}
