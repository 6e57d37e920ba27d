/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import fc from "fast-check"
import { testFolder } from "../test-support/folder"
import {
  adaptedFile,
  adaptedFiles,
  adaptedPageData,
  onPreBuild,
  restoreAdaptedPages,
  routeOf,
  strayPageFiles,
  writtenFile,
  writtenPageData,
  type BuiltPage,
} from "./adapted-pages"

describe("a page's files", () => {
  it("is written by Gatsby at x/index.html, unless its path names an .html file", () => {
    expect(writtenFile("/blog")).toBe("/blog/index.html")
    expect(writtenFile("/")).toBe("/index.html")
    expect(writtenFile("/404.html")).toBe("/404.html")
  })

  it("is moved by the adapter to x.html, a matchPath's wildcard written as [...]", () => {
    expect(adaptedFile({ path: "/blog" })).toBe("/blog.html")
    expect(adaptedFile({ path: "/" })).toBe("/index.html")
    expect(adaptedFile({ path: "/404.html" })).toBe("/404.html")
    expect(adaptedFile({ path: "/backstage/draft-not-found", matchPath: "/backstage/*" })).toBe("/backstage/[...].html")
  })

  it("keeps its data at page-data/x/page-data.json, which the adapter moves only for a matchPath", () => {
    expect(writtenPageData("/blog")).toBe("/page-data/blog/page-data.json")
    expect(writtenPageData("/")).toBe("/page-data/index/page-data.json")
    expect(adaptedPageData({ path: "/blog" })).toBeUndefined()
    expect(adaptedPageData({ path: "/backstage/draft-not-found", matchPath: "/backstage/*" })).toBe("/page-data/backstage/[...]")
  })

  it("answers its matchPath, a named wildcard made plain, or else its path", () => {
    expect(routeOf({ path: "/backstage/draft-not-found", matchPath: "/backstage/*slug" })).toBe("/backstage/*")
    expect(routeOf({ path: "/blog", matchPath: null })).toBe("/blog")
  })
})

describe("strayPageFiles", () => {
  const filesOf = (pages: BuiltPage[]) => pages.flatMap(adaptedFiles)

  it("names the files of the pages an earlier build made and this one does not", () => {
    const earlier = [{ path: "/blog" }, { path: "/article/later" }, { path: "/article/later/es" }, { path: "/backstage/viewer", matchPath: "/backstage/*" }]
    const now = [{ path: "/blog" }, { path: "/backstage/viewer", matchPath: "/backstage/*" }]
    expect(strayPageFiles(filesOf(earlier), now, [])).toEqual(["/article/later.html", "/article/later/es.html"])
    expect(strayPageFiles(filesOf(now), earlier, [])).toEqual([])
  })

  it("keeps what is not a page, or is the static folder's, or a page's as Gatsby wrote it", () => {
    const publicFiles = [
      "/admin/index.html",
      "/app-1.js",
      "/rss.xml",
      "/static/a/b.html",
      "/_gatsby/slices/_gatsby-scripts-1.html",
      "/page-data/app-data.json",
      "/page-data/sq/d/123.json",
      "/page-data/blog/page-data.json",
      "/blog/index.html",
      "/blog.html",
    ]
    expect(strayPageFiles(publicFiles, [{ path: "/blog" }], ["/admin/index.html"])).toEqual([])
    expect(strayPageFiles(publicFiles, [], ["/admin/index.html"])).toEqual(["/blog.html", "/blog/index.html", "/page-data/blog/page-data.json"])
  })

  // Any set of pages from two builds, as either Gatsby or the adapter left them, with the static
  // folder's files among them: exactly the files of pages the second build does not make are stray.
  it("leaves, of two builds' files, exactly those of the second build's pages (seeded, bounded)", () => {
    const segment = fc.stringMatching(/^[a-zñí0-9-]{1,8}$/)
    const page = fc.record({
      path: fc.array(segment, { minLength: 1, maxLength: 3 }).map(parts => `/${parts.join("/")}`),
      matchPath: fc.option(fc.constantFrom("/backstage/*", "/app/*"), { nil: undefined }),
    })
    // A page's data stays where Gatsby wrote it unless the adapter moved it (a matchPath page's).
    const built = (pages: BuiltPage[], moved: boolean[]) =>
      pages.flatMap((one, index) => (moved[index % moved.length] ? [...adaptedFiles(one), ...(one.matchPath ? [] : [writtenPageData(one.path)])] : [writtenFile(one.path), writtenPageData(one.path)]))
    fc.assert(
      fc.property(fc.array(page, { maxLength: 12 }), fc.array(page, { maxLength: 12 }), fc.array(fc.boolean(), { minLength: 1 }), (earlier, now, moved) => {
        const staticFiles = ["/admin/index.html", "/media/clip.mp4"]
        const publicFiles = [...new Set([...built(earlier, moved), ...built(now, moved), ...staticFiles, "/page-data/app-data.json"])]
        const stray = strayPageFiles(publicFiles, now, staticFiles)
        const kept = new Set([...now.flatMap(one => [writtenFile(one.path), writtenPageData(one.path), ...adaptedFiles(one)]), ...staticFiles])
        expect(stray.filter(file => kept.has(file))).toEqual([])
        expect(publicFiles.filter(file => !kept.has(file) && !stray.includes(file))).toEqual(["/page-data/app-data.json"].filter(file => publicFiles.includes(file)))
      }),
      { seed: 20261202, numRuns: 200 },
    )
  })
})

describe("onPreBuild, after a build whose pages differ and an emptied cache", () => {
  const folder = testFolder("stray-pages-")
  const pagesOf = (paths: string[]) => (type: string) => (type === "SitePage" ? paths.map(one => ({ path: one, matchPath: null })) : [])
  const reporter = { info: () => undefined }
  const exists = (file: string) => fs.existsSync(path.join(folder.path(), "public", file))

  // Gatsby empties its cache whenever a plugin's options change (a test build, a new plugin), so
  // nothing a build recorded there can tell the next one which pages it made.
  it("deletes the pages this build does not make and their data, and keeps the static folder's page", async () => {
    for (const file of ["public/blog.html", "public/article/gone.html", "public/article/gone/es.html", "public/admin/index.html", "static/admin/index.html"]) folder.write(file, "<!doctype html>")
    for (const file of ["public/page-data/blog/page-data.json", "public/page-data/article/gone/page-data.json", "public/page-data/app-data.json"]) folder.write(file, "{}")
    const cwd = process.cwd()
    process.chdir(folder.path())
    try {
      await (onPreBuild as (args: unknown) => unknown)({ getNodesByType: pagesOf(["/blog"]), reporter })
    } finally {
      process.chdir(cwd)
    }
    expect(["/blog/index.html", "/admin/index.html"].map(exists)).toEqual([true, true])
    expect(["/page-data/blog/page-data.json", "/page-data/app-data.json"].map(exists)).toEqual([true, true])
    expect(["/article/gone.html", "/article/gone/es.html", "/page-data/article/gone/page-data.json"].map(exists)).toEqual([false, false, false])
  })
})

describe("restoreAdaptedPages", () => {
  let publicDir: string
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), text)
  }
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "adapted-pages-"))
  })
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it("puts each page the adapter moved back at x/index.html, where Gatsby reopens it", () => {
    write("blog.html", "blog")
    write("article/a-b.html", "article")
    write("backstage/[...].html", "not a draft")
    write("page-data/backstage/[...]", "{}")
    const pages = [{ path: "/blog" }, { path: "/article/a-b" }, { path: "/backstage/draft-not-found", matchPath: "/backstage/*" }]
    expect(restoreAdaptedPages(publicDir, pages)).toEqual(["/blog", "/article/a-b", "/backstage/draft-not-found"])
    expect(read("blog/index.html")).toBe("blog")
    expect(read("article/a-b/index.html")).toBe("article")
    expect(read("backstage/draft-not-found/index.html")).toBe("not a draft")
    expect(read("page-data/backstage/draft-not-found/page-data.json")).toBe("{}")
  })

  it("leaves alone a page Gatsby has just written, the root, .html pages and pages never built", () => {
    write("blog.html", "old")
    write("blog/index.html", "new")
    write("index.html", "home")
    write("404.html", "missing")
    expect(restoreAdaptedPages(publicDir, [{ path: "/blog" }, { path: "/" }, { path: "/404.html" }, { path: "/never-built" }])).toEqual([])
    expect(read("blog/index.html")).toBe("new")
    expect(fs.existsSync(path.join(publicDir, "never-built"))).toBe(false)
  })
})
