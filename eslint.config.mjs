import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/coverage/**",
      "packages/contracts/artifacts/**",
      "packages/contracts/cache/**",
      "packages/deployments/src/abis/**",
      // EtherSwap's ABI, generated from boltz-core's artifact (packages/lightning/scripts/export-ether-swap-abi.mjs).
      "packages/lightning/src/ether-swap/ether-swap-abi.generated.ts",
      // Ponder's generated files: type declarations, the GraphQL schema it prints, its working folder.
      "apps/indexer/ponder-env.d.ts",
      "apps/indexer/generated/**",
      "apps/indexer/.ponder/**",
      // Playwright's output (e2e): traces, screenshots, the local stack's log.
      "e2e/.output/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: {
      globals: { console: "readonly", process: "readonly", fetch: "readonly", setTimeout: "readonly" },
    },
  },
  {
    files: ["**/*.ts"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
