/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { adaptedFile, adaptedFiles, adaptedPageData, removedPageFiles, restoreAdaptedPages, routeOf, writtenFile, writtenPageData } from "./adapted-pages"

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

describe("removedPageFiles", () => {
  it("names the adapter's files of the pages an earlier build made and this one does not", () => {
    const earlier = [{ path: "/blog" }, { path: "/article/later" }, { path: "/article/later/es" }, { path: "/backstage/viewer", matchPath: "/backstage/*" }]
    const now = [{ path: "/blog" }, { path: "/backstage/viewer", matchPath: "/backstage/*" }]
    expect(removedPageFiles(earlier.flatMap(adaptedFiles), now)).toEqual(["/article/later.html", "/article/later/es.html"])
    expect(removedPageFiles(now.flatMap(adaptedFiles), earlier)).toEqual([])
    expect(removedPageFiles([], now)).toEqual([])
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
