/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { restoreAdaptedPages } from "./adapted-pages"

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
    expect(restoreAdaptedPages(publicDir, ["/blog", "/article/a-b"])).toEqual(["/blog", "/article/a-b"])
    expect(read("blog/index.html")).toBe("blog")
    expect(read("article/a-b/index.html")).toBe("article")
  })

  it("leaves alone a page Gatsby has just written, the root, .html pages and pages never built", () => {
    write("blog.html", "old")
    write("blog/index.html", "new")
    write("index.html", "home")
    write("404.html", "missing")
    expect(restoreAdaptedPages(publicDir, ["/blog", "/", "/404.html", "/never-built"])).toEqual([])
    expect(read("blog/index.html")).toBe("new")
    expect(fs.existsSync(path.join(publicDir, "never-built"))).toBe(false)
  })
})
