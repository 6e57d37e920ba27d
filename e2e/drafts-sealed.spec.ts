import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { datedDay } from "../src/lib/schedule"
import { buildDay, draftFiles, publicArticles, testDraft, TEST_DRAFT_SENTENCE, testScheduled, TEST_SCHEDULED_SENTENCE, translationOf } from "./content"

// Reads the built site from disk, as anyone who copied public/ would: no browser needed.
const publicDir = path.join(__dirname, "..", "public")

/** Runs of a text long enough to be its own (letters, digits and spaces), so no markup or escaping can split them. */
const fragments = (text: string): string[] => [...text.matchAll(/[\p{L}\p{N} ]{32,}/gu)].map(match => match[0].trim())

/** `grep -r` of public/ (binary files read as text): each file with the fragments found in it. */
function grepPublic(patterns: readonly string[]): string[] {
  const grep = spawnSync("grep", ["-r", "-a", "-o", "-F", ...patterns.flatMap(pattern => ["-e", pattern]), publicDir], { encoding: "utf8", maxBuffer: 1 << 26 })
  expect(grep.status, grep.stderr).toBeLessThan(2)
  return [...new Set(grep.stdout.split("\n").filter(Boolean))].map(line => path.relative(publicDir, line))
}

const filesOf = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => (entry.isDirectory() ? filesOf(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))

test.describe("a built site", () => {
  test.beforeAll(() => {
    expect(fs.existsSync(path.join(publicDir, "index.html")), "run after a build").toBe(true)
  })

  test("holds the test draft, whose sentence is found nowhere in public/", () => {
    expect(testDraft.body).toContain(TEST_DRAFT_SENTENCE)
    expect(translationOf(testDraft.slug)).toBeTruthy()
    expect(grepPublic([TEST_DRAFT_SENTENCE])).toEqual([])
  })

  test("holds nothing of the test post published in its file but dated a year after the build's day", () => {
    const daysAhead = (Date.parse(datedDay(testScheduled.date)!) - Date.parse(buildDay)) / 86_400_000
    expect(daysAhead).toBeGreaterThanOrEqual(365)
    expect(testScheduled.body).toContain(TEST_SCHEDULED_SENTENCE)
    const versions = [testScheduled, translationOf(testScheduled.slug)!]
    expect(grepPublic([TEST_SCHEDULED_SENTENCE, testScheduled.slug, ...versions.flatMap(version => [version.title, version.excerpt!])])).toEqual([])
  })

  test("holds no title, excerpt or sentence of any draft or its translation, in any file", () => {
    const patterns = draftFiles.flatMap(draft => [draft.title, draft.excerpt ?? "", ...fragments(draft.body)]).filter(Boolean)
    expect(patterns.length).toBeGreaterThan(draftFiles.length * 3)
    expect(grepPublic(patterns)).toEqual([])
  })

  test("names no draft's slug in any file, nor in any file's name, Netlify's rules included", () => {
    for (const slug of new Set(draftFiles.map(draft => draft.translationOf ?? draft.slug))) {
      const naming = [...new Set(grepPublic([slug]).map(line => line.slice(0, line.indexOf(":"))))]
      expect(naming, slug).toEqual([])
      expect(filesOf(publicDir).filter(file => path.relative(publicDir, file).includes(slug)), slug).toEqual([])
    }
  })

  test("does hold the published articles' text, so the search above can find what is there", () => {
    const published = publicArticles[0]
    const found = grepPublic([fragments(published.body)[0]])
    expect(found.some(line => line.startsWith(published.path.slice(1)))).toBe(true)
  })

  test("holds no picture of a draft: neither its thumbnail, in any size or format, nor a social preview", () => {
    const names = filesOf(publicDir)
      .map(file => path.basename(file))
      .filter(name => /\.(jpe?g|png|webp|avif|gif)$/i.test(name))
    const publicThumbnails = new Set(publicArticles.map(a => a.thumbnail))
    for (const draft of draftFiles) {
      expect(names.filter(name => new RegExp(`^${draft.slug}-[0-9a-f]{10}\\.png$`).test(name)), `${draft.slug}: social preview`).toEqual([])
      if (!draft.thumbnail || publicThumbnails.has(draft.thumbnail)) continue
      const picture = path.parse(draft.thumbnail).name
      expect(names.filter(name => path.parse(name).name === picture), `${draft.slug}: ${draft.thumbnail}`).toEqual([])
    }
  })
})
