/** @jest-environment node */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { testFolder } from "./test-support/folder"

// Pagefind's Node API is an ES module, which Jest's CommonJS cannot import: each check runs in a
// Node process of its own, through tsx, as the build runs the module.
const root = path.join(__dirname, "..")
// The module the site's own import("pagefind") loads, so that both talk to one Pagefind service.
const pagefindModule = path.join(root, "node_modules", "pagefind", "lib", "index.js")

/**
 * Runs `body` (an ES module's top level) in `cwd`, whose public/ holds the articles' pages; gives what
 * it printed. At hand: `pagefind`, `publicDir`, `articles`, and `indexArticles()`, which runs
 * `writeSearchIndex` on them as the build does.
 */
function runModule(cwd: string, articles: ReadonlyArray<{ path: string; status: string }>, body: string): { stdout: string; stderr: string; status: number | null } {
  const file = path.join(cwd, "check.mts")
  fs.writeFileSync(
    file,
    `import { writeSearchIndex } from ${JSON.stringify(path.join(__dirname, "search-index.ts"))}
import * as pagefind from ${JSON.stringify(pagefindModule)}
const cache = new Map()
const gatsbyCache = { get: async key => cache.get(key), set: async (key, value) => cache.set(key, value), del: async key => cache.delete(key) }
const publicDir = ${JSON.stringify(path.join(cwd, "public"))}
const articles = ${JSON.stringify(articles.map(({ path, status }) => ({ path, status })))}
const indexArticles = () =>
  writeSearchIndex({ publicDir, siteDirectory: ${JSON.stringify(cwd)}, cache: gatsbyCache }, articles.map(a => a.path), { allArticle: { nodes: articles }, allExperiment: { nodes: [] } }, { info: () => {} })
${body}
`,
  )
  const ran = spawnSync(process.execPath, ["--import", "tsx", file], { cwd: root, encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } })
  return { stdout: ran.stdout, stderr: ran.stderr, status: ran.status }
}

const page = (title: string, lang: string, words: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>${words}</p></main></body></html>`

/** Every file under `dir`, by its path there, with its bytes. */
const filesOf = (dir: string): Record<string, string> =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter(entry => entry.isFile())
      .map(entry => [path.relative(dir, path.join(entry.parentPath, entry.name)), fs.readFileSync(path.join(entry.parentPath, entry.name)).toString("base64")]),
  )

describe("writeSearchIndex", () => {
  const folder = testFolder("search-index-")
  const words = "guitar code stage riff deploy practice tempo kernel chord patch river song night build".split(" ")
  const articles = Array.from({ length: 40 }, (_, i) => ({
    path: `/article/piece-${String(i).padStart(2, "0")}${i % 2 ? "/es" : ""}`,
    status: "published",
    html: page(`Piece ${i}`, i % 2 ? "es" : "en", Array.from({ length: 200 }, (_, w) => words[(i * 5 + w * 3) % words.length]).join(" ")),
  }))

  function writePages(pages: ReadonlyArray<{ path: string; html: string }>) {
    for (const { path: pagePath, html } of pages) folder.write(path.join("public", pagePath, "index.html"), html)
  }

  it("indexes every page into the same files as Pagefind makes of them given one at a time", () => {
    writePages(articles)
    const ran = runModule(
      folder.path(),
      articles,
      `await indexArticles()
// The same pages, one at a time and each after the last was indexed, in the same order.
const { index } = await pagefind.createIndex({ forceLanguage: "en" })
const { readFileSync } = await import("node:fs")
for (const { path } of [...articles].sort((a, b) => (a.path < b.path ? -1 : 1))) await index.addHTMLFile({ url: path, content: readFileSync(publicDir + path + "/index.html", "utf8") })
await index.writeFiles({ outputPath: ${JSON.stringify(path.join(folder.path(), "one-at-a-time"))} })
await pagefind.close()
`,
    )
    expect(ran.stderr).toBe("")
    expect(ran.status).toBe(0)
    const built = filesOf(path.join(folder.path(), "public", "pagefind"))
    const oneAtATime = filesOf(path.join(folder.path(), "one-at-a-time"))
    expect(Object.keys(built).filter(file => file.startsWith("fragment/"))).toHaveLength(articles.length)
    for (const [file, bytes] of Object.entries(built)) expect({ file, bytes }).toEqual({ file, bytes: oneAtATime[file] })
  })

  /** Builds the index of the articles with some pages replaced; gives what it printed: "indexed", or the error's message. */
  function indexWith(replaced: ReadonlyArray<{ path: string; html: string }>) {
    writePages(articles.map(article => replaced.find(page => page.path === article.path) ?? article))
    return runModule(
      folder.path(),
      articles,
      `try {
  await indexArticles()
  console.log("indexed")
} catch (error) {
  console.log(error.message)
}
await pagefind.close()
`,
    )
  }
  const untitled = { ...articles[17], html: articles[17].html.replace(/<title>.*<\/title>/, "").replace(/<h1>.*<\/h1>/, "") }

  it("fails naming the page that has no title to show in the results, and Pagefind ends without a crash", () => {
    const ran = indexWith([untitled])
    expect(ran.stderr).toBe("")
    expect(ran.stdout.trim()).toBe("/article/piece-17/es could not be indexed with a title: no title")
  })

  it("names the first page in the list's order that fails, whatever the failure", () => {
    // A page without a search body fails before Pagefind reads it, sooner than an untitled one sent before it.
    const bodiless = { ...articles[20], html: articles[20].html.replace(" data-pagefind-body", "") }
    const ran = indexWith([untitled, bodiless])
    expect(ran.stderr).toBe("")
    expect(ran.stdout.trim()).toBe("/article/piece-17/es could not be indexed with a title: no title")
  })
})
