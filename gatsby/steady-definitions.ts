/** The part of Gatsby's webpack configurations this module changes. */
export interface PluginsConfig {
  plugins: unknown[]
}

/** Gatsby's DefinePlugin for the environment: webpack's plugin, whose definitions are read when the compiler starts. */
export interface EnvDefinitions {
  definitions: Record<string, unknown>
}

/** How Gatsby names a variable of the environment among its definitions. */
export const ENV = "process.env."

/** Gatsby's DefinePlugin of the environment, found by the variable Gatsby defines in every stage (gatsby/dist/utils/webpack.config.js). */
export function envDefinitions(config: PluginsConfig, module: string): EnvDefinitions {
  const define = config.plugins.find(
    (plugin): plugin is EnvDefinitions => typeof plugin === "object" && plugin !== null && `${ENV}BUILD_STAGE` in (((plugin as Partial<EnvDefinitions>).definitions ?? {}) as object),
  )
  if (!define) {
    throw new Error(
      `${module}: Gatsby's webpack configuration no longer defines process.env.BUILD_STAGE, and this module changes how it defines the environment. See how it passes the environment now, then change or remove the module.`,
    )
  }
  return define
}

/**
 * The environment's definitions in the order of their names. Gatsby lists them in the order of the
 * build's environment, and webpack's DefinePlugin hashes them in the order given, records the hash
 * with every JavaScript module and rebuilds them all when it changes: the same variables set in
 * another order (a build started by `npm run build`, then one started from a shell) rebuilt both
 * bundles, 8.7 s instead of 1.1 s.
 */
export function definitionsInSteadyOrder(config: PluginsConfig): void {
  const define = envDefinitions(config, "gatsby/steady-definitions.ts")
  define.definitions = Object.fromEntries(Object.entries(define.definitions).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}
