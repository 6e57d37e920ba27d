import { ENV, envDefinitions, type PluginsConfig } from "./steady-definitions"

// Gatsby's own variables, which it defines for the browser bundle as well (gatsby/dist/utils/webpack.config.js).
const GATSBY_OWN = new Set(["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT"])

/**
 * The HTML renderer is given the variables the browser bundle is given (GATSBY_ ones and Gatsby's own)
 * instead of the whole environment, which Gatsby writes into it. A host sets variables that change with
 * every deploy (Netlify: BUILD_ID, COMMIT_REF, DEPLOY_ID, HEAD…), and each change threw away webpack's
 * cache of the renderer: a build with nothing changed took 5 s instead of 0.5 s to build it. Pages are
 * rendered from the same variables in the server and in the browser, so they hydrate as they were
 * drawn, and no secret from the build's environment can be rendered into a page.
 */
export function rendererSeesBrowserEnv(config: PluginsConfig, environment: NodeJS.ProcessEnv = process.env): void {
  const define = envDefinitions(config, "gatsby/renderer-env.ts")
  for (const key of Object.keys(define.definitions)) {
    if (!key.startsWith(ENV)) continue
    const name = key.slice(ENV.length)
    if (name in environment && !name.startsWith("GATSBY_") && !GATSBY_OWN.has(name)) delete define.definitions[key]
  }
}
