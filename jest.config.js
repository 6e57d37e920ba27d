/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.m?[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js", babelrc: false }] },
  // An ES module in TypeScript that Node runs itself (the file server's) is imported as the .mjs it stands for.
  moduleFileExtensions: ["js", "mjs", "cjs", "jsx", "ts", "mts", "tsx", "json", "node"],
  moduleNameMapper: {
    "^\\./netlify-files\\.mjs$": "<rootDir>/scripts/netlify-files.mts",
    // A page's server HTML comes from React's Node renderer, as in Gatsby's build; jsdom would pick
    // the browser one, which in React 19 needs a MessageChannel that jsdom lacks.
    "^react-dom/server$": "react-dom/server.node",
    "\\.css$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif|mp3|mp4|webm|ogg)$": "<rootDir>/__mocks__/file-mock.js",
  },
  // *.db.test.ts need PostgreSQL: npm run test:db runs them (jest.db.config.js).
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/", "\\.db\\.test\\.ts$"],
  // Packages shipped as ES modules, which Babel turns into CommonJS for Jest (unist-util-position: hast-util-sanitize's).
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|hast-util-sanitize|unist-util-position|@netlify/redirect-parser)/)"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  // Component tests with many user events run slowly on a loaded two-core machine.
  testTimeout: 30_000,
}
