import js from "@eslint/js"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

// src/lib is the site's pure logic, run alike by the build (Node) and the page: what touches the
// browser, its storage or the network lives in src/browser, which components use and src/lib never does.
const PAGE_GLOBALS = [
  "window", "self", "document", "navigator", "location", "history", "screen",
  "localStorage", "sessionStorage", "indexedDB", "caches", "cookieStore",
  "fetch", "XMLHttpRequest", "WebSocket", "EventSource",
  "requestAnimationFrame", "cancelAnimationFrame", "requestIdleCallback", "matchMedia", "getComputedStyle",
  "alert", "confirm", "prompt", "gtag", "dataLayer",
  "Element", "HTMLElement", "HTMLAnchorElement", "CryptoKey", "IDBDatabase",
].map(name => ({ name, message: "src/lib is pure: code that uses the page, storage or the network belongs in src/browser." }))

export default tseslint.config(
  { ignores: ["public/", ".cache/", ".netlify/", "node_modules/", "src/gatsby-types.d.ts", "test-results/", "playwright-report/", "static/admin/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,cjs,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest }, sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  { files: ["**/*.mjs"], languageOptions: { sourceType: "module" } },
  {
    // The site's code, built and run in the page; tests may check an order against localeCompare.
    files: ["src/**/*.{ts,tsx,js}", "gatsby/**/*.ts", "plugins/**/*.js", "gatsby-*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx,js}"],
    rules: {
      // In Node a collator is built on every call: the build's sorts of thousands of names pay for it.
      "no-restricted-properties": ["error", { property: "localeCompare", message: "Sort with alphabetical(locale) from src/lib/alphabetical.ts: one collator per language." }],
    },
  },
  {
    files: ["src/lib/**/*.{ts,tsx,js}"],
    ignores: ["src/lib/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": ["error", ...PAGE_GLOBALS],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/browser/*", "**/components/*", "**/features/*", "**/pages/*", "**/templates/*", "@supabase/*"],
              message: "src/lib is pure and below the components: it imports neither them nor src/browser, nor a network client.",
            },
          ],
        },
      ],
    },
  },
)
