// npm run test:db: the database tests, against the PostgreSQL that scripts/test-db.sh starts.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js" }] },
  testMatch: ["<rootDir>/supabase/tests/**/*.db.test.ts"],
  testTimeout: 60_000,
  // Every test file works on the one database.
  maxWorkers: 1,
}
