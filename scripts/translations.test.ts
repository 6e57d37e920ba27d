/** @jest-environment node */
// npm run translations:status / translations:stamp, run as a person runs them, on copies of the articles.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const contentFolder = path.join(__dirname, "..", "content", "articles")
const script = path.join(__dirname, "translations.ts")

const ALL_IN_SYNC = /(\d+) originals: \1 in sync, 0 outdated, 0 missing/

const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), script, ...args], { encoding: "utf8" })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

describe("the translations scripts", () => {
  let folder: string
  const file = (slug: string) => path.join(folder, `${slug}.md`)
  const edit = (slug: string, change: (text: string) => string) => fs.writeFileSync(file(slug), change(fs.readFileSync(file(slug), "utf8")))

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "articles-"))
    for (const name of fs.readdirSync(contentFolder).filter(n => n.endsWith(".md"))) fs.copyFileSync(path.join(contentFolder, name), file(name.slice(0, -3)))
  })
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }))

  it("reports every committed pair in sync", () => {
    const { code, out } = run("status", "--articles", folder)
    expect(code).toBe(0)
    expect(out).toMatch(/^in sync +musicians-who-code +musicians-who-code-es\.md$/m)
    expect(out).toMatch(ALL_IN_SYNC)
  })

  it("reports an edited original's translation as outdated, and a missing one as missing with a failing exit", () => {
    edit("musicians-who-code", text => `${text}\nOne more paragraph.\n`)
    fs.rmSync(file("running-after-forty-es"))
    const { code, out } = run("status", "--articles", folder)
    expect(code).toBe(1)
    expect(out).toMatch(/^outdated +musicians-who-code +musicians-who-code-es\.md +\(made from [0-9a-f]{12}, original now [0-9a-f]{12}\)$/m)
    expect(out).toMatch(/^missing +running-after-forty +running-after-forty-es\.md$/m)
    const [, total, inSync] = out.match(/(\d+) originals: (\d+) in sync, 1 outdated, 1 missing/) ?? []
    expect(Number(total)).toBeGreaterThan(2)
    expect(Number(inSync)).toBe(Number(total) - 2)
  })

  it("stamps a refreshed translation, by its own slug or its original's, touching only the digest line", () => {
    edit("musicians-who-code", text => `${text}\nOne more paragraph.\n`)
    const before = fs.readFileSync(file("musicians-who-code-es"), "utf8")
    const stamped = run("stamp", "musicians-who-code-es", "--articles", folder)
    expect(stamped.code).toBe(0)
    expect(stamped.out).toMatch(/^musicians-who-code-es\.md now records [0-9a-f]{12}, the current text of musicians-who-code\.md$/m)
    const after = fs.readFileSync(file("musicians-who-code-es"), "utf8")
    expect(after.replace(/^sourceDigest: .*$/m, "")).toBe(before.replace(/^sourceDigest: .*$/m, ""))
    expect(after).not.toBe(before)
    expect(run("status", "--articles", folder).out).toMatch(ALL_IN_SYNC)

    edit("tacos-de-canasta-en-casa", text => `${text}\nOtro párrafo.\n`)
    expect(run("stamp", "tacos-de-canasta-en-casa", "--articles", folder).code).toBe(0)
    expect(run("status", "--articles", folder).out).toMatch(ALL_IN_SYNC)
  })

  it("explains a slug it cannot stamp", () => {
    expect(run("stamp", "no-such-article", "--articles", folder)).toMatchObject({ code: 1, err: "There is no article no-such-article.md\n" })
    expect(run("stamp", "--articles", folder)).toMatchObject({ code: 2, err: expect.stringContaining("npm run translations:stamp -- SLUG") })
  })
})
