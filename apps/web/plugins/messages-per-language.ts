import path from "node:path";
import { runnerImport, type Plugin } from "vite";
import { LANGUAGES } from "../../../packages/core/src/constants/ui.js";
import { groupTexts, isTextGroup, SHELL_GROUP, TEXT_GROUPS, type TextGroupName } from "../src/i18n/text-groups.js";

/**
 * One language's texts, split by route group (src/i18n/text-groups.ts), as modules of their own, so the first
 * route carries only the shell's texts in the language it starts in, and a group's texts load with the
 * routes that use them:
 *   - `virtual:ceiba-messages/es|en|pt`: the shell's texts;
 *   - `virtual:ceiba-messages/<language>/<group>`: one route group's texts (`…/es/markets`);
 *   - `virtual:ceiba-messages/loaders`: language → group → import() of the above, for src/i18n/init.ts
 *     (an import() needs a literal id for the bundler to make a chunk of it).
 *
 * The area files (src/i18n/areas) keep the three languages side by side, which is what their authors and
 * TypeScript's key check want, and a bundler cannot drop the other languages' properties from those
 * objects. So the build evaluates src/i18n/messages.ts once and writes each part as JSON (JSON.parse of
 * a string literal is also the fastest way for a browser to load a large object). The dev server and
 * vitest re-export the live modules instead, to keep hot reload of a text.
 */
const PREFIX = "virtual:ceiba-messages/";
const RESOLVED = `\0${PREFIX}`;
const LOADERS = "loaders";

type Messages = Record<string, unknown>;

/** The language and group a module id names (`es` → es's shell, `es/markets`), or undefined. */
function parsePart(part: string): { language: string; group: TextGroupName } | undefined {
  const [language = "", group = SHELL_GROUP, ...rest] = part.split("/");
  if (rest.length > 0 || !(LANGUAGES as readonly string[]).includes(language) || !isTextGroup(group)) return undefined;
  return { language, group };
}

const moduleId = (language: string, group: TextGroupName) =>
  group === SHELL_GROUP ? `${PREFIX}${language}` : `${PREFIX}${language}/${group}`;

function loadersModule(): string {
  const groups = Object.keys(TEXT_GROUPS) as TextGroupName[];
  const byLanguage = LANGUAGES.map((language) => {
    const entries = groups.map(
      (group) => `    ${JSON.stringify(group)}: () => import(${JSON.stringify(moduleId(language, group))}),`,
    );
    return `  ${JSON.stringify(language)}: {\n${entries.join("\n")}\n  },`;
  });
  return `export default {\n${byLanguage.join("\n")}\n};\n`;
}

export function messagesPerLanguage(webDir: string): Plugin {
  const messagesFile = path.join(webDir, "src/i18n/messages.ts");
  const textGroupsFile = path.join(webDir, "src/i18n/text-groups.ts");
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
      const part = id.slice(RESOLVED.length);
      if (part === LOADERS) return loadersModule();
      const parsed = parsePart(part);
      if (!parsed) return this.error(`no texts named ${PREFIX}${part} (languages: ${LANGUAGES.join(", ")})`);
      const { language, group } = parsed;
      if (!building) {
        return [
          `import { messages } from ${JSON.stringify(messagesFile)};`,
          `import { groupTexts } from ${JSON.stringify(textGroupsFile)};`,
          `export default groupTexts(messages[${JSON.stringify(language)}], ${JSON.stringify(group)});`,
        ].join("\n");
      }
      evaluated ??= runnerImport<{ messages: Record<string, Messages> }>(messagesFile, {
        configFile: false,
        logLevel: "error",
      }).then(({ module, dependencies }) => ({ messages: module.messages, dependencies }));
      const { messages, dependencies } = await evaluated;
      for (const file of dependencies) this.addWatchFile(file);
      const tree = messages[language];
      if (!tree) return this.error(`src/i18n/messages.ts has no "${language}" texts`);
      let texts: Record<string, unknown>;
      try {
        texts = groupTexts(tree, group);
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}
