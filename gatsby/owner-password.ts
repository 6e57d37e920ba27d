import type { GatsbyCache, GatsbyNode } from "gatsby"
import { deriveOwnerKey, newSalt } from "../src/lib/draft-seal"

/** Used when OWNER_PASSWORD is not set, so a fresh checkout can open the owner area (README). */
export const DEVELOPMENT_OWNER_PASSWORD = "backstage-pass"

type Environment = Record<string, string | undefined>

/** Netlify sets NETLIFY on every build it runs, and CONTEXT names the deploy's kind. */
export const isDeployBuild = (env: Environment): boolean => env.NETLIFY === "true" || env.CONTEXT === "production"

/** The one line a deploy must not go out with, or nothing when the owner password is the owner's own. */
export function ownerPasswordProblem(env: Environment): string | undefined {
  const password = env.OWNER_PASSWORD
  if (!password) return `OWNER_PASSWORD is not set: the owner area would open with the development password "${DEVELOPMENT_OWNER_PASSWORD}".`
  if (password === DEVELOPMENT_OWNER_PASSWORD) return `OWNER_PASSWORD is the development password "${DEVELOPMENT_OWNER_PASSWORD}": set the owner's own.`
  return undefined
}

/** Checked before any work: a deploy stops at once, a local build goes on with a warning. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problem = ownerPasswordProblem(process.env)
  if (!problem) return
  if (isDeployBuild(process.env)) reporter.panic(`Deploy settings: ${problem}`)
  else reporter.warn(problem)
}

export const ownerPassword = (): string => process.env.OWNER_PASSWORD || DEVELOPMENT_OWNER_PASSWORD

export interface OwnerKey {
  salt: string
  key: string
}

const SALT_CACHE_KEY = "owner-key-salt"
let ownerKeyOfThisBuild: Promise<OwnerKey> | undefined

/**
 * The key every draft of this build is sealed with. Its salt is random once and then kept in
 * Gatsby's cache, so a build that changes no draft writes the same sealed files (and an open tab
 * stays unlocked); a build without the cache, or with a new password, gives a new key.
 */
export function ownerKey(cache: GatsbyCache): Promise<OwnerKey> {
  ownerKeyOfThisBuild ??= (async () => {
    const kept: unknown = await cache.get(SALT_CACHE_KEY)
    const salt = typeof kept === "string" ? kept : newSalt()
    if (salt !== kept) await cache.set(SALT_CACHE_KEY, salt)
    return { salt, key: await deriveOwnerKey(ownerPassword(), salt) }
  })()
  return ownerKeyOfThisBuild
}

/**
 * Starts deriving the owner key as soon as Gatsby's cache is ready. PBKDF2 runs on libuv's thread
 * pool, so its 600,000 rounds overlap sourcing and the schema instead of holding up createPages,
 * which awaits the same promise and reports a failure there.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ cache }) => {
  ownerKey(cache).catch(() => undefined)
}
