/** @jest-environment node */
import { rendererSeesBrowserEnv } from "./renderer-env"

// What Gatsby 5.16 defines for its HTML renderer (gatsby/dist/utils/webpack.config.js): every variable of the build's environment.
const gatsbyDefinitions = () => ({
  "process.env": "({})",
  "process.env.NODE_ENV": '"production"',
  "process.env.PUBLIC_DIR": '"/site/public"',
  "process.env.BUILD_STAGE": '"build-html"',
  "process.env.GATSBY_SUPABASE_URL": '"https://example.supabase.co"',
  "process.env.COMMIT_REF": '"3f2a9c1"',
  "process.env.PEXELS_API_KEY": '"secret"',
  "process.env.FROM_DOTENV_FILE": '"kept"',
})

const environment = { NODE_ENV: "production", GATSBY_SUPABASE_URL: "https://example.supabase.co", COMMIT_REF: "3f2a9c1", PEXELS_API_KEY: "secret" }

describe("rendererSeesBrowserEnv", () => {
  it("keeps Gatsby's own and GATSBY_ variables and drops the rest of the build's environment", () => {
    const define = { definitions: gatsbyDefinitions() }
    const config = { plugins: [{ other: true }, define] }
    rendererSeesBrowserEnv(config, environment)
    expect(Object.keys(define.definitions)).toEqual([
      "process.env",
      "process.env.NODE_ENV",
      "process.env.PUBLIC_DIR",
      "process.env.BUILD_STAGE",
      "process.env.GATSBY_SUPABASE_URL",
      "process.env.FROM_DOTENV_FILE",
    ])
  })

  it("stops the build, naming itself, when Gatsby no longer defines the environment that way", () => {
    expect(() => rendererSeesBrowserEnv({ plugins: [{ definitions: { "process.env.NODE_ENV": '"production"' } }] }, environment)).toThrow(
      /gatsby\/renderer-env\.ts: Gatsby's webpack configuration no longer defines process\.env\.BUILD_STAGE/,
    )
  })
})
