import path from "node:path"
import { ZxcvbnFactory } from "@zxcvbn-ts/core"
import * as zxcvbnCommon from "@zxcvbn-ts/language-common"
import * as zxcvbnEnglish from "@zxcvbn-ts/language-en"
import type { GatsbyCache, GatsbyNode } from "gatsby"
import { socialProfiles } from "../src/config/profiles"
import { site } from "../src/config/site"
import { DEVELOPMENT_OWNER_PASSWORD } from "../src/lib/development-password"
import { deriveOwnerKey, newSalt } from "../src/lib/draft-seal"
import { declaredTags } from "./feed"

export { DEVELOPMENT_OWNER_PASSWORD }

type Environment = Record<string, string | undefined>

/** The switch of local and test builds (`npm start`, `npm run build:e2e`, the bench): only it lets the development password seal the drafts. */
export const DEVELOPMENT_MODE = "OWNER_PASSWORD_MODE=development"

/**
 * Netlify sets NETLIFY on every build it runs, and CONTEXT names the deploy's kind. Either one makes
 * the build a deploy, whatever else is set: the development mode cannot reach a deploy by mistake.
 */
export const isNetlifyBuild = (env: Environment): boolean => Boolean(env.NETLIFY || env.CONTEXT)

/**
 * The sealed drafts are public, so anyone can try passwords against them offline, as fast as their
 * hardware allows: only a password hard to guess holds. zxcvbn-ts judges it as a cracker would
 * guess, with this site's own words first: common passwords, names, words, keyboard runs, dates,
 * l33t. 10^14 guesses is days of a graphics card's work against PBKDF2 at 600,000 rounds.
 */
export const MINIMUM_GUESSES_LOG10 = 14
/**
 * Only the common and English dictionaries are loaded, as no Spanish package is installed: a
 * Spanish phrase's words look like random letters to the estimator and may be rated above their
 * worth, so a length floor holds whatever the language.
 */
const MINIMUM_PASSWORD_LENGTH = 16

const HOW_TO_CHOOSE = "Choose a passphrase of five or more random words, or 20 or more characters from a password manager, and set it as OWNER_PASSWORD in Netlify's environment variables."

const wordsOf = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)
const withoutAccents = (word: string): string => word.normalize("NFD").replace(/\p{M}/gu, "")

/**
 * What someone after this site's drafts would try first: every word of its configuration (name,
 * owner, product, owner area, host...), of the owner's profiles and of its tags, each alone and
 * strung together as written, with and without accents, and the development password.
 */
export function siteWords(tags: ReadonlyArray<{ tag: string; displayName?: string }>): string[] {
  const texts = [
    DEVELOPMENT_OWNER_PASSWORD,
    ...Object.values(site).map(String),
    ...socialProfiles.map(profile => profile.url),
    ...tags.flatMap(tag => [tag.tag, tag.displayName ?? ""]),
  ]
  const words = texts.flatMap(text => [text.toLowerCase(), ...wordsOf(text), wordsOf(text).join("")])
  return [...new Set(words.flatMap(word => [word, withoutAccents(word)]))].filter(Boolean)
}

const pairsOf = (words: readonly string[]): string[] => {
  const short = words.filter(word => word.length <= 20)
  return short.flatMap(first => short.map(second => first + second))
}

// Made on first use: a build that never judges a password need not spend the fifth of a second it takes.
let estimator: ZxcvbnFactory | undefined
let knownWords: string[] | undefined

/**
 * zxcvbn-ts makes each separator a token of its own and charges every further token 10^4 guesses,
 * so the site's words strung with "-" or "&" look strong to it, and a word repeated with separators
 * escapes its repeat matcher. A cracker tries the usual few separators between words (space, -,
 * _, . and &), mostly the same one throughout, so the password is judged as well without them,
 * each different one counted at five guesses, and the lower estimate stands. A password manager's
 * random characters lose next to nothing by it.
 */
// Not the symbols that stand for letters in l33t ($ for s, @ for a, ! for i...), which the estimator
// reads, except at the end, where a cracker adds them.
const SEPARATORS = /[\s\-_.,;:&/\\~'"`^=]+|[^\p{L}\p{N}]+$/gu

function guessesLog10(password: string): { log10: number; advice: string } {
  knownWords ??= siteWords(declaredTags(path.join(__dirname, "..")))
  estimator ??= new ZxcvbnFactory({
    // The site's words as dictionaries of their own, ranked once rather than on every check: the
    // words, then every two of them strung together, as a cracker who knows the site tries them.
    // zxcvbn-ts would otherwise rate four of them in a row at 10^12 at least, for its floor of
    // 10^4 guesses for each further token.
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary, site: knownWords, sitePairs: pairsOf(knownWords) },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
    // Beyond 20 l33t substitutions a check of a symbol-rich password takes seconds, and rates it no lower.
    l33tMaxSubstitutions: 20,
  })
  const { guessesLog10: whole, feedback } = estimator.check(password)
  const separators = new Set(password.match(SEPARATORS) ?? []).size
  const joined = password.replace(SEPARATORS, "")
  const strung = separators > 0 && joined ? estimator.check(joined).guessesLog10 + separators * Math.log10(5) : Number.POSITIVE_INFINITY
  return { log10: Math.min(whole, strung), advice: [feedback.warning, ...feedback.suggestions].filter(Boolean).join(" ") }
}

/** Why a password cannot seal a deploy's drafts, in words that never quote it, or nothing when it can. */
export function passwordWeakness(password: string | undefined): string | undefined {
  if (!password) return `OWNER_PASSWORD is not set. ${HOW_TO_CHOOSE}`
  if (password === DEVELOPMENT_OWNER_PASSWORD) return `OWNER_PASSWORD is the development password, which everyone can read in the README. ${HOW_TO_CHOOSE}`
  const { log10, advice } = guessesLog10(password)
  const faults = [
    password.length < MINIMUM_PASSWORD_LENGTH && `it is shorter than ${MINIMUM_PASSWORD_LENGTH} characters`,
    log10 < MINIMUM_GUESSES_LOG10 &&
      `zxcvbn-ts, knowing this site's own words, expects a cracker to find it within 10^${Math.floor(log10 * 10) / 10} guesses, where 10^${MINIMUM_GUESSES_LOG10} are required${advice ? ` (${advice})` : ""}`,
  ].filter(Boolean)
  return faults.length === 0 ? undefined : `OWNER_PASSWORD is too weak: ${faults.join(", and ")}. ${HOW_TO_CHOOSE}`
}

/** How a build seals the drafts: with which password, and what it says of it; or why it must not go on. */
export type OwnerPasswordUse =
  | { kind: "own"; password: string; warning?: string }
  | { kind: "development"; password: string; warning: string }
  | { kind: "refused"; reason: string }

/**
 * Fails closed: every build is a deploy build unless it asks for the development mode, and even
 * then a build on Netlify is one. A deploy build seals with a strong OWNER_PASSWORD or stops; a
 * development build takes OWNER_PASSWORD when set (warning when it is weak) and the development
 * password otherwise.
 */
export function ownerPasswordUse(env: Environment): OwnerPasswordUse {
  const mode = env.OWNER_PASSWORD_MODE
  if (mode && mode !== "development") {
    return { kind: "refused", reason: `OWNER_PASSWORD_MODE is "${mode}", and the only mode is "development", for local and test builds: leave it unset for a deploy.` }
  }
  const password = env.OWNER_PASSWORD
  if (mode === "development" && !isNetlifyBuild(env)) {
    if (!password || password === DEVELOPMENT_OWNER_PASSWORD) {
      return {
        kind: "development",
        password: DEVELOPMENT_OWNER_PASSWORD,
        warning: `${DEVELOPMENT_MODE}: the drafts are sealed with the development password "${DEVELOPMENT_OWNER_PASSWORD}", and the owner area says so. Do not deploy this build: \`npm run build\` refuses it.`,
      }
    }
    return { kind: "own", password, warning: passwordWeakness(password) }
  }
  const weakness = passwordWeakness(password)
  if (!weakness) return { kind: "own", password: password! }
  const local = mode === "development" ? ` ${DEVELOPMENT_MODE} does not apply on Netlify (NETLIFY or CONTEXT is set).` : isNetlifyBuild(env) ? "" : ` For a local build with the development password, run \`npm start\` or set ${DEVELOPMENT_MODE}.`
  return { kind: "refused", reason: `${weakness}${local}` }
}

/** Checked before any work: a refused password stops the build at once; the development mode goes on with a warning. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const use = ownerPasswordUse(process.env)
  if (use.kind === "refused") reporter.panic(`Owner password: ${use.reason}`)
  else if (use.warning) reporter.warn(use.warning)
}

/** The password the drafts are sealed with under this environment; throws the reason when it is refused. */
export function ownerPassword(env: Environment = process.env): string {
  const use = ownerPasswordUse(env)
  if (use.kind === "refused") throw new Error(`Owner password: ${use.reason}`)
  return use.password
}

/** Whether the owner area must say that its drafts are sealed with the development password. */
export const sealedWithDevelopmentPassword = (env: Environment = process.env): boolean => ownerPasswordUse(env).kind === "development"

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
    const password = ownerPassword()
    const kept: unknown = await cache.get(SALT_CACHE_KEY)
    const salt = typeof kept === "string" ? kept : newSalt()
    if (salt !== kept) await cache.set(SALT_CACHE_KEY, salt)
    return { salt, key: await deriveOwnerKey(password, salt) }
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
