import { ZxcvbnFactory } from "@zxcvbn-ts/core"
import * as zxcvbnCommon from "@zxcvbn-ts/language-common"
import * as zxcvbnEnglish from "@zxcvbn-ts/language-en"
import type { GatsbyCache, GatsbyNode } from "gatsby"
import { site } from "../src/config/site"
import { deriveOwnerKey, newSalt } from "../src/lib/draft-seal"

/** Used when OWNER_PASSWORD is not set, so a fresh checkout can open the owner area (README). */
export const DEVELOPMENT_OWNER_PASSWORD = "backstage-pass"

type Environment = Record<string, string | undefined>

/** Netlify sets NETLIFY on every build it runs, and CONTEXT names the deploy's kind. */
export const isDeployBuild = (env: Environment): boolean => env.NETLIFY === "true" || env.CONTEXT === "production"

/**
 * The sealed drafts are public, so anyone can try passwords against them offline, as fast as their
 * hardware allows: only a password hard to guess holds. Its length is a floor, and zxcvbn-ts judges
 * the rest as a cracker would guess: common passwords, names, words, keyboard runs, dates, l33t.
 */
const MINIMUM_PASSWORD_LENGTH = 16
/** zxcvbn's top score: beyond 10^10 guesses. */
const STRONG_SCORE = 4

// Someone after this site's drafts would try its own names first: riff, code, mateo, backstage...
const SITE_WORDS = [site.name, site.author, site.host, site.ownerArea].flatMap(text => text.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean)

// Made on first use: a build with no password of its own need not spend the fifth of a second it takes.
let estimator: ZxcvbnFactory | undefined

/**
 * Only the common and English dictionaries are loaded, as no Spanish package is installed. A
 * Spanish phrase's words then look like random letters to the estimator and may be rated above
 * their worth; the length floor holds whatever the language.
 */
function strength(password: string) {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
  })
  return estimator.check(password, SITE_WORDS)
}

/** Why a password is too weak, in words that never quote it, or nothing when it is strong. */
function weakness(password: string): string | undefined {
  const { score, feedback } = strength(password)
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(" ")
  const faults = [
    password.length < MINIMUM_PASSWORD_LENGTH && `it is shorter than ${MINIMUM_PASSWORD_LENGTH} characters`,
    score < STRONG_SCORE && `zxcvbn-ts rates it ${score} of ${STRONG_SCORE}, where ${STRONG_SCORE} is required${advice ? ` (${advice})` : ""}`,
  ].filter(Boolean)
  if (faults.length === 0) return undefined
  return `OWNER_PASSWORD is too weak: ${faults.join(", and ")}. Choose a passphrase of four or more random words, or 20 or more characters from a password manager.`
}

/** The one line a deploy must not go out with, or nothing when the owner password is the owner's own and strong. */
export function ownerPasswordProblem(env: Environment): string | undefined {
  const password = env.OWNER_PASSWORD
  if (!password) return `OWNER_PASSWORD is not set: the owner area would open with the development password "${DEVELOPMENT_OWNER_PASSWORD}".`
  if (password === DEVELOPMENT_OWNER_PASSWORD) return `OWNER_PASSWORD is the development password "${DEVELOPMENT_OWNER_PASSWORD}": set the owner's own.`
  return weakness(password)
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
  key: CryptoKey
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
