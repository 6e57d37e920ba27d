/** @jest-environment node */
import { spawnSync } from "node:child_process"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { deriveOwnerKey, openDraft, openingKey, sealDraft } from "../src/lib/draft-seal"
import { DEVELOPMENT_OWNER_PASSWORD, isDeployBuild, onPreInit, ownerPassword, ownerPasswordProblem } from "./owner-password"

describe("isDeployBuild", () => {
  it("is a build Netlify runs, or any production context", () => {
    expect(isDeployBuild({ NETLIFY: "true" })).toBe(true)
    expect(isDeployBuild({ CONTEXT: "production" })).toBe(true)
    expect(isDeployBuild({})).toBe(false)
    expect(isDeployBuild({ NETLIFY: "false", CONTEXT: "dev" })).toBe(false)
  })
})

describe("ownerPasswordProblem", () => {
  it("names OWNER_PASSWORD when it is unset, empty or the development password", () => {
    expect(ownerPasswordProblem({})).toMatch(/^OWNER_PASSWORD is not set/)
    expect(ownerPasswordProblem({ OWNER_PASSWORD: "" })).toMatch(/^OWNER_PASSWORD is not set/)
    expect(ownerPasswordProblem({ OWNER_PASSWORD: DEVELOPMENT_OWNER_PASSWORD })).toMatch(/^OWNER_PASSWORD is the development password/)
  })

  it("has nothing to say about the owner's own strong password", () => {
    expect(ownerPasswordProblem({ OWNER_PASSWORD: "lantern oboe gravel sunrise quilt" })).toBeUndefined()
  })

  it("refuses a password shorter than 16 characters, however random", () => {
    expect(ownerPasswordProblem({ OWNER_PASSWORD: "x7#Kq9!vRm2$" })).toMatch(/^OWNER_PASSWORD is too weak: it is shorter than 16 characters\. Choose a passphrase/)
  })

  it("refuses a long password the estimator rates weak, with its advice", () => {
    expect(ownerPasswordProblem({ OWNER_PASSWORD: "passwordpassword" })).toMatch(
      /^OWNER_PASSWORD is too weak: zxcvbn-ts rates it 0 of 4, where 4 is required \(Repeated character patterns .* are easy to guess\. .*\)\./,
    )
  })

  it("counts the site's own names among the first guesses", () => {
    expect(ownerPasswordProblem({ OWNER_PASSWORD: "riffandcode2025!!" })).toMatch(/rates it [0-3] of 4/)
  })

  it("names what is required and never the password", () => {
    const problem = ownerPasswordProblem({ OWNER_PASSWORD: "abc123" })
    expect(problem).toMatch(/^OWNER_PASSWORD is too weak: it is shorter than 16 characters, and zxcvbn-ts rates it 0 of 4, where 4 is required \(This is a frequently used password\./)
    expect(problem).toMatch(/four or more random words, or 20 or more characters from a password manager\.$/)
    expect(problem).not.toContain("abc123")
  })
})

/** What onPreInit tells Gatsby's reporter under the given environment. */
function preInit(env: Record<string, string>): string[] {
  const said: string[] = []
  const reporter = { warn: (line: string) => said.push(`warn: ${line}`), panic: (line: string) => said.push(`panic: ${line}`) }
  const saved = { ...process.env }
  for (const name of ["NETLIFY", "CONTEXT", "OWNER_PASSWORD"]) delete process.env[name]
  Object.assign(process.env, env)
  try {
    ;(onPreInit as (args: unknown) => void)({ reporter } as unknown as Parameters<NonNullable<GatsbyNode["onPreInit"]>>[0])
  } finally {
    process.env = saved
  }
  return said
}

describe("a local build", () => {
  it("keeps the development password and warns", () => {
    expect(preInit({})).toEqual([expect.stringMatching(/^warn: OWNER_PASSWORD is not set/)])
  })

  it("goes on with a weak password, warning", () => {
    expect(preInit({ OWNER_PASSWORD: "abc123" })).toEqual([expect.stringMatching(/^warn: OWNER_PASSWORD is too weak/)])
  })

  it("says nothing of a strong password", () => {
    expect(preInit({ OWNER_PASSWORD: "lantern oboe gravel sunrise quilt" })).toEqual([])
  })
})

describe("the owner key", () => {
  it("is under way once bootstrap starts, with its salt kept, and is the key pages are sealed with", async () => {
    const kept = new Map<string, unknown>()
    const cache = { get: async (key: string) => kept.get(key), set: async (key: string, value: unknown) => kept.set(key, value) }
    // A module of its own: the key is made once per build, and no other test may have made it first.
    let build: typeof import("./owner-password") | undefined
    jest.isolateModules(() => {
      build = jest.requireActual<typeof import("./owner-password")>("./owner-password")
    })
    if (!build) throw new Error("./owner-password did not load")
    ;(build.onPreBootstrap as (args: unknown) => void)({ cache })
    await new Promise(resolve => setImmediate(resolve))
    const salt = kept.get("owner-key-salt")
    expect(typeof salt).toBe("string")
    const { salt: sealedWith, key } = await build.ownerKey(cache as never)
    expect(sealedWith).toBe(salt)
    const sealed = await sealDraft(key, sealedWith, { title: "A draft" })
    expect(await openDraft(await openingKey(await deriveOwnerKey(ownerPassword(), salt as string)), sealed)).toEqual({ title: "A draft" })
  })
})

// The real `gatsby build`, stopped by the check before it does any work.
describe("a deploy build", () => {
  const gatsby = path.join(__dirname, "..", "node_modules", ".bin", "gatsby")
  const build = (env: Record<string, string | undefined>) =>
    spawnSync(gatsby, ["build"], {
      cwd: path.join(__dirname, ".."),
      env: { ...process.env, OWNER_PASSWORD: "", GATSBY_TELEMETRY_DISABLED: "1", CI: "1", ...env },
      encoding: "utf8",
      timeout: 120_000,
    })

  it.each([{ NETLIFY: "true" }, { CONTEXT: "production" }])("stops with one line naming OWNER_PASSWORD (%o)", env => {
    const result = build(env)
    expect(result.status).not.toBe(0)
    expect(result.stdout + result.stderr).toMatch(/Deploy settings: OWNER_PASSWORD is not set/)
  }, 120_000)

  it("stops when OWNER_PASSWORD is weak, saying what is required and not what it is", () => {
    const result = build({ NETLIFY: "true", OWNER_PASSWORD: "abc123" })
    expect(result.status).not.toBe(0)
    const output = result.stdout + result.stderr
    expect(output).toMatch(/Deploy settings: OWNER_PASSWORD is too weak: it is shorter than 16 characters/)
    expect(output).not.toContain("abc123")
  }, 120_000)

  it("stops when OWNER_PASSWORD is the development password", () => {
    const result = build({ NETLIFY: "true", OWNER_PASSWORD: DEVELOPMENT_OWNER_PASSWORD })
    expect(result.status).not.toBe(0)
    expect(result.stdout + result.stderr).toMatch(/Deploy settings: OWNER_PASSWORD is the development password/)
  }, 120_000)
})
