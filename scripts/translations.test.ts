/** @jest-environment node */
// npm run translations:status / translations:stamp, run as a person runs them, on a folder of
// small articles written here: the committed articles' state is what the script reports, not a test.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { bodyDigest } from "../src/lib/translation-freshness"

const script = path.join(__dirname, "translations.ts")

const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), script, ...args], { encoding: "utf8" })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

const SONGS = "We played four songs.\n"
const TACOS = "Hicimos tacos de canasta.\n"

/** An article file: its front matter fields, then its text. */
const article = (fields: Record<string, string>, body: string) =>
  `---\n${Object.entries(fields).map(([key, value]) => `${key}: "${value}"`).join("\n")}\n---\n${body}`

describe("the translations scripts", () => {
  let folder: string
  const file = (slug: string) => path.join(folder, `${slug}.md`)
  const write = (slug: string, text: string) => fs.writeFileSync(file(slug), text)
  const edit = (slug: string, change: (text: string) => string) => write(slug, change(fs.readFileSync(file(slug), "utf8")))
  const status = () => run("status", "--articles", folder)

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "articles-"))
    write("songs", article({ title: "Songs", date: "2024-01-01", lang: "en" }, SONGS))
    write("songs-es", article({ title: "Canciones", date: "2024-01-01", lang: "es", translationOf: "songs", sourceDigest: bodyDigest(SONGS) }, "Tocamos cuatro canciones.\n"))
    write("tacos", article({ title: "Tacos", date: "2024-02-01", lang: "es" }, TACOS))
    write("tacos-en", article({ title: "Tacos", date: "2024-02-01", lang: "en", translationOf: "tacos", sourceDigest: bodyDigest(TACOS) }, "We made basket tacos.\n"))
  })
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }))

  it("reports each pair whose translation records its original's current text as in sync", () => {
    const { code, out } = status()
    expect(code).toBe(0)
    expect(out).toMatch(/^in sync +songs +songs-es\.md$/m)
    expect(out).toMatch(/^in sync +tacos +tacos-en\.md$/m)
    expect(out).toMatch(/^2 originals: 2 in sync, 0 outdated, 0 missing$/m)
  })

  it("reports an edited original's translation as outdated, and a missing one as missing with a failing exit", () => {
    edit("songs", text => `${text}\nOne more paragraph.\n`)
    fs.rmSync(file("tacos-en"))
    const { code, out } = status()
    expect(code).toBe(1)
    expect(out).toMatch(/^outdated +songs +songs-es\.md +\(made from [0-9a-f]{12}, original now [0-9a-f]{12}\)$/m)
    expect(out).toMatch(/^missing +tacos +tacos-en\.md$/m)
    expect(out).toMatch(/^2 originals: 0 in sync, 1 outdated, 1 missing$/m)
  })

  it("takes {slug}-{lang}.md beside {slug}.md for its translation, so an editor's unstamped one is outdated until stamped", () => {
    write("a-walk", article({ title: "A walk", date: "2024-03-01" }, "We walked.\n"))
    write("a-walk-es", article({ title: "Un paseo", date: "2024-03-01" }, "Caminamos.\n"))
    const before = status()
    expect(before.code).toBe(0)
    expect(before.out).toMatch(/^outdated +a-walk +a-walk-es\.md +\(records no sourceDigest\)$/m)
    expect(before.out).toMatch(/^3 originals: 2 in sync, 1 outdated, 0 missing$/m)

    expect(run("stamp", "a-walk", "--articles", folder)).toMatchObject({ code: 0, out: expect.stringMatching(/^a-walk-es\.md now records [0-9a-f]{12}, the current text of a-walk\.md$/m) })
    expect(status().out).toMatch(/^3 originals: 3 in sync, 0 outdated, 0 missing$/m)
  })

  it("stamps a refreshed translation, by its own slug or its original's, touching only the digest line", () => {
    edit("songs", text => `${text}\nOne more paragraph.\n`)
    const before = fs.readFileSync(file("songs-es"), "utf8")
    const stamped = run("stamp", "songs-es", "--articles", folder)
    expect(stamped.code).toBe(0)
    expect(stamped.out).toMatch(/^songs-es\.md now records [0-9a-f]{12}, the current text of songs\.md$/m)
    const after = fs.readFileSync(file("songs-es"), "utf8")
    expect(after.replace(/^sourceDigest: .*$/m, "")).toBe(before.replace(/^sourceDigest: .*$/m, ""))
    expect(after).not.toBe(before)

    edit("tacos", text => `${text}\nOtro párrafo.\n`)
    expect(run("stamp", "tacos", "--articles", folder).code).toBe(0)
    expect(status().out).toMatch(/^2 originals: 2 in sync, 0 outdated, 0 missing$/m)
  })

  it("explains a slug it cannot stamp", () => {
    expect(run("stamp", "no-such-article", "--articles", folder)).toMatchObject({ code: 1, err: "There is no article no-such-article.md\n" })
    expect(run("stamp", "--articles", folder)).toMatchObject({ code: 2, err: expect.stringContaining("npm run translations:stamp -- SLUG") })
  })

  it("names the file and the field of an article the build would refuse", () => {
    write("a-walk", article({ title: "A walk", date: "2024-03-01" }, "We walked.\n"))
    write("a-walk-es", article({ title: "Un paseo", date: "2024-03-01", lang: "en" }, "Caminamos.\n"))
    const { code, err } = status()
    expect(code).toBe(1)
    expect(err).toContain('a-walk-es.md: front matter field "lang" is en, but the file name makes this the es translation of a-walk.md')
  })
})
