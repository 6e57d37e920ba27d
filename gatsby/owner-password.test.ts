/** @jest-environment node */
import { spawnSync } from "node:child_process"
import path from "node:path"
import * as zxcvbnCommon from "@zxcvbn-ts/language-common"
import fc from "fast-check"
import type { GatsbyNode } from "gatsby"
import { site } from "../src/config/site"
import { deriveOwnerKey, openDraft, openingKey, sealDraft } from "../src/lib/draft-seal"
import { declaredTags } from "./feed"
import { DEVELOPMENT_OWNER_PASSWORD, isNetlifyBuild, onPreInit, ownerPassword, ownerPasswordUse, passwordWeakness, sealedWithDevelopmentPassword, siteWords } from "./owner-password"

const root = path.join(__dirname, "..")
const STRONG = "lantern oboe gravel sunrise quilt"
const deploy = (password: string | undefined) => ownerPasswordUse({ OWNER_PASSWORD: password })
const netlify = (password: string | undefined) => ownerPasswordUse({ NETLIFY: "true", OWNER_PASSWORD: password })

describe("isNetlifyBuild", () => {
  it("is any build with NETLIFY or CONTEXT set, whatever their value", () => {
    expect(isNetlifyBuild({ NETLIFY: "true" })).toBe(true)
    expect(isNetlifyBuild({ CONTEXT: "deploy-preview" })).toBe(true)
    expect(isNetlifyBuild({ NETLIFY: "false", CONTEXT: "dev" })).toBe(true)
    expect(isNetlifyBuild({})).toBe(false)
  })
})

describe("siteWords", () => {
  it("holds the site's name, the owner's, the product's, the owner area's, the tags' and the development password, alone and strung together", () => {
    const words = siteWords([{ tag: "open source", displayName: "Open Source" }])
    const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    expect(words).toEqual(
      expect.arrayContaining([
        ...wordsOf(site.name), wordsOf(site.name).join(""), ...wordsOf(site.author), wordsOf(site.author).join(""), site.product.toLowerCase(),
        site.ownerArea, "open", "source", "opensource", DEVELOPMENT_OWNER_PASSWORD, DEVELOPMENT_OWNER_PASSWORD.replace(/[^a-z]/g, ""),
      ]),
    )
  })
})

// What a cracker who knows the site tries first: its words and the development password, each
// perhaps capitalized or upper-cased, strung together and dressed with a year
// and a symbol. Two words at most: for three or more in mixed case with mixed separators,
// zxcvbn-ts's floor of 10^4 guesses for each further token it sees can lift the estimate past
// 10^14, however guessable the words; the findings above hold such passwords it refuses.
const known = siteWords(declaredTags(root)).filter(word => word.length <= 24)
const dressed = fc.tuple(
  fc.constantFrom(...known),
  fc.constantFrom(
    (word: string) => word,
    (word: string) => word.charAt(0).toUpperCase() + word.slice(1),
    (word: string) => word.toUpperCase(),
  ),
).map(([word, change]) => change(word))
const weakPassword = fc
  .tuple(
    fc.array(dressed, { minLength: 1, maxLength: 2 }),
    fc.constantFrom("", "-", "_", ".", " ", "&"),
    fc.option(fc.integer({ min: 1950, max: 2035 }).map(String)),
    fc.constantFrom("", "!", "!!", "?", "#", "@", "*", "!?"),
  )
  .map(([words, separator, year, symbol]) => `${words.join(separator)}${year ?? ""}${symbol}`)

// Five or more different words picked at random from a list of 7,776 (the diceware list zxcvbn-ts ships),
// none of them the site's own; or what a password manager makes, 20 or more characters.
const site_ = new Set(known)
const diceware = (zxcvbnCommon.dictionary as Record<string, string[]>)["diceware-common"].filter(word => !site_.has(word))
const passphrase = fc.uniqueArray(fc.constantFrom(...diceware), { minLength: 5, maxLength: 7 }).map(words => words.join(" "))
const MANAGER_CHARACTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*()-_=+[]{};:,.<>/?"]
const managed = fc.array(fc.constantFrom(...MANAGER_CHARACTERS), { minLength: 20, maxLength: 32 }).map(characters => characters.join(""))

describe("a deploy build's owner password", () => {
  it("finding 3: the development password with a year, and the site's words strung together, stop a deploy build", () => {
    const findings = [
      `${DEVELOPMENT_OWNER_PASSWORD}2025`, `${DEVELOPMENT_OWNER_PASSWORD}-2025!`, "Backstage-Pass-2025!", "riffandcodemateobackstage", "MateoRiosRiffAndCode2025!",
      "backstage-pass&backstage-pass&backstage-pass1950#", "Riff & Code & Mateo & Backstage 2025!", "B4CKST4G3$P4$$M4T30R10$",
    ]
    for (const password of findings) {
      for (const use of [deploy(password), netlify(password)]) expect(use).toEqual({ kind: "refused", reason: expect.stringMatching(/^OWNER_PASSWORD is too weak: /) })
    }
  })

  it("refuses every password made of the site's words and the development password, with years and symbols (generated)", () => {
    fc.assert(
      fc.property(weakPassword, password => {
        const use = netlify(password)
        expect(use).toEqual({ kind: "refused", reason: expect.stringMatching(/^OWNER_PASSWORD is too weak: /) })
        // The message says why, and never what the password is.
        expect(use.kind === "refused" && use.reason.includes(password)).toBe(false)
      }),
      { seed: 1403, numRuns: 150 },
    )
  })

  it("takes five or more random words, or 20 or more characters from a password manager (generated)", () => {
    fc.assert(
      fc.property(fc.oneof(passphrase, managed), password => {
        expect(netlify(password)).toEqual({ kind: "own", password })
      }),
      { seed: 1403, numRuns: 100 },
    )
  })

  it("refuses a missing or development password, saying how to make one, and the development mode cannot help on Netlify", () => {
    for (const env of [{}, { CONTEXT: "production" }, { NETLIFY: "true", OWNER_PASSWORD_MODE: "development" }, { CONTEXT: "deploy-preview", OWNER_PASSWORD_MODE: "development" }]) {
      for (const password of [undefined, "", DEVELOPMENT_OWNER_PASSWORD]) {
        const use = ownerPasswordUse({ ...env, OWNER_PASSWORD: password })
        expect(use).toEqual({ kind: "refused", reason: expect.stringMatching(/^OWNER_PASSWORD is (not set|the development password)\b.*five or more random words, or 20 or more characters from a password manager/) })
        expect(() => ownerPassword({ ...env, OWNER_PASSWORD: password })).toThrow(/^Owner password: OWNER_PASSWORD is/)
      }
    }
    expect(ownerPasswordUse({ NETLIFY: "true", OWNER_PASSWORD_MODE: "development" })).toEqual({ kind: "refused", reason: expect.stringContaining("OWNER_PASSWORD_MODE=development does not apply on Netlify") })
    expect(ownerPasswordUse({})).toEqual({ kind: "refused", reason: expect.stringContaining("run `npm start` or set OWNER_PASSWORD_MODE=development") })
  })

  it("refuses a password shorter than 16 characters, however random", () => {
    expect(passwordWeakness("x7#Kq9!vRm2$")).toMatch(/^OWNER_PASSWORD is too weak: it is shorter than 16 characters[.,]/)
  })

  it("names the estimate and the estimator's advice", () => {
    expect(passwordWeakness("passwordpassword")).toMatch(/^OWNER_PASSWORD is too weak: zxcvbn-ts, knowing this site's own words, expects a cracker to find it within 10\^[\d.]+ guesses, where 10\^14 are required \(.+\)\./)
  })

  it("refuses a mode it does not know", () => {
    expect(ownerPasswordUse({ OWNER_PASSWORD_MODE: "dev", OWNER_PASSWORD: STRONG })).toEqual({ kind: "refused", reason: expect.stringMatching(/^OWNER_PASSWORD_MODE is "dev", and the only mode is "development"/) })
  })
})

describe("the development mode", () => {
  const development = { OWNER_PASSWORD_MODE: "development" }

  it("seals with the development password when no other is set, and the owner area says so", () => {
    for (const password of [undefined, "", DEVELOPMENT_OWNER_PASSWORD]) {
      expect(ownerPasswordUse({ ...development, OWNER_PASSWORD: password })).toEqual({ kind: "development", password: DEVELOPMENT_OWNER_PASSWORD, warning: expect.stringContaining("Do not deploy this build") })
      expect(sealedWithDevelopmentPassword({ ...development, OWNER_PASSWORD: password })).toBe(true)
    }
  })

  it("takes the owner's own password, warning when it is weak, and then says nothing of the development password", () => {
    expect(ownerPasswordUse({ ...development, OWNER_PASSWORD: "abc123" })).toEqual({ kind: "own", password: "abc123", warning: expect.stringMatching(/^OWNER_PASSWORD is too weak/) })
    expect(ownerPasswordUse({ ...development, OWNER_PASSWORD: STRONG })).toEqual({ kind: "own", password: STRONG, warning: undefined })
    expect(sealedWithDevelopmentPassword({ ...development, OWNER_PASSWORD: STRONG })).toBe(false)
  })
})

/** What onPreInit tells Gatsby's reporter under the given environment. */
function preInit(env: Record<string, string>): string[] {
  const said: string[] = []
  const reporter = { warn: (line: string) => said.push(`warn: ${line}`), panic: (line: string) => said.push(`panic: ${line}`) }
  const saved = { ...process.env }
  for (const name of ["NETLIFY", "CONTEXT", "OWNER_PASSWORD", "OWNER_PASSWORD_MODE"]) delete process.env[name]
  Object.assign(process.env, env)
  try {
    ;(onPreInit as (args: unknown) => void)({ reporter } as unknown as Parameters<NonNullable<GatsbyNode["onPreInit"]>>[0])
  } finally {
    process.env = saved
  }
  return said
}

describe("onPreInit", () => {
  it("stops a build that is not in the development mode and has no strong password", () => {
    expect(preInit({})).toEqual([expect.stringMatching(/^panic: Owner password: OWNER_PASSWORD is not set/)])
    expect(preInit({ OWNER_PASSWORD: "abc123" })).toEqual([expect.stringMatching(/^panic: Owner password: OWNER_PASSWORD is too weak/)])
  })

  it("warns in the development mode, and says nothing of a strong password", () => {
    expect(preInit({ OWNER_PASSWORD_MODE: "development" })).toEqual([expect.stringMatching(/^warn: OWNER_PASSWORD_MODE=development: the drafts are sealed with the development password/)])
    expect(preInit({ OWNER_PASSWORD: STRONG })).toEqual([])
  })
})

describe("the owner key", () => {
  /** A fresh copy of the module: the key is made once per build, and no other test may have made it first. */
  function freshBuild(): typeof import("./owner-password") {
    let build: typeof import("./owner-password") | undefined
    jest.isolateModules(() => {
      build = jest.requireActual<typeof import("./owner-password")>("./owner-password")
    })
    if (!build) throw new Error("./owner-password did not load")
    return build
  }
  const memoryCache = () => {
    const kept = new Map<string, unknown>()
    return { kept, cache: { get: async (key: string) => kept.get(key), set: async (key: string, value: unknown) => kept.set(key, value) } }
  }
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it("is under way once bootstrap starts, with its salt kept, and is the key pages are sealed with", async () => {
    process.env = { ...saved, OWNER_PASSWORD_MODE: "development", OWNER_PASSWORD: "", NETLIFY: "", CONTEXT: "" }
    const build = freshBuild()
    const { kept, cache } = memoryCache()
    ;(build.onPreBootstrap as (args: unknown) => void)({ cache })
    await new Promise(resolve => setImmediate(resolve))
    const salt = kept.get("owner-key-salt")
    expect(typeof salt).toBe("string")
    const { salt: sealedWith, key } = await build.ownerKey(cache as never)
    expect(sealedWith).toBe(salt)
    const sealed = await sealDraft(key, sealedWith, { title: "A draft" })
    expect(await openDraft(await openingKey(await deriveOwnerKey(DEVELOPMENT_OWNER_PASSWORD, salt as string)), sealed)).toEqual({ title: "A draft" })
  })

  it("cannot be made from a refused password", async () => {
    process.env = { ...saved, OWNER_PASSWORD_MODE: "development", OWNER_PASSWORD: "", NETLIFY: "true" }
    await expect(freshBuild().ownerKey(memoryCache().cache as never)).rejects.toThrow(/^Owner password: OWNER_PASSWORD is not set/)
  })
})

// The real `gatsby build`, stopped by the check before it does any work.
describe("a build that is not in the development mode", () => {
  const gatsby = path.join(root, "node_modules", ".bin", "gatsby")
  const build = (env: Record<string, string | undefined>) =>
    spawnSync(gatsby, ["build"], {
      cwd: root,
      env: { ...process.env, OWNER_PASSWORD: "", OWNER_PASSWORD_MODE: "", NETLIFY: "", CONTEXT: "", GATSBY_TELEMETRY_DISABLED: "1", CI: "1", ...env },
      encoding: "utf8",
      timeout: 120_000,
    })

  it.each([{}, { CONTEXT: "production" }, { NETLIFY: "true", OWNER_PASSWORD_MODE: "development" }])("stops at once without OWNER_PASSWORD, saying how to make one (%o)", env => {
    const result = build(env)
    expect(result.status).not.toBe(0)
    expect(result.stdout + result.stderr).toMatch(/Owner password: OWNER_PASSWORD is not set\. Choose a passphrase of five or more random words/)
  }, 120_000)

  it("stops on Netlify with a password derived from the development one, saying why and not what it is", () => {
    const weak = `${DEVELOPMENT_OWNER_PASSWORD}-2025!`
    const result = build({ NETLIFY: "true", OWNER_PASSWORD: weak })
    expect(result.status).not.toBe(0)
    const output = result.stdout + result.stderr
    expect(output).toMatch(/Owner password: OWNER_PASSWORD is too weak: zxcvbn-ts, knowing this site's own words/)
    expect(output).not.toContain(weak)
  }, 120_000)
})
