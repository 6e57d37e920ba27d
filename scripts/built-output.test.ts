/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { largestFeeds, largestPages, searchIndexSize } from "./built-output"

// A public/ folder laid out as Gatsby and Netlify's adapter lay it out, written by each test.
let publicDir: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
  fs.writeFileSync(path.join(publicDir, file), text)
}
const page = (route: string, componentChunkName: string, htmlFile: string, html: string) => {
  write(path.posix.join("page-data", route === "/" ? "index" : route, "page-data.json"), JSON.stringify({ componentChunkName, path: route, result: {} }))
  write(htmlFile, html)
}
const BLOG = "component---src-templates-blog-tsx"
const APP = "console.log('app')"
const BLOG_CHUNK = "console.log('the blog template')"

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-test-"))
  write("webpack.stats.json", JSON.stringify({ namedChunkGroups: { [BLOG]: { assets: [{ name: "blog.js" }, "blog.js.map"] } } }))
  write("app.js", APP)
  write("blog.js", BLOG_CHUNK)
})
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

describe("largestPages", () => {
  it("finds each page's HTML where the adapter or Gatsby put it, and keeps the largest of each type with its first-load JavaScript", () => {
    const script = '<script src="/app.js"></script>'
    page("/blog", BLOG, "blog.html", `<html>${script}<p>every post</p></html>`)
    page("/blog/guitar", BLOG, "blog/guitar.html", `<html>${script}<p>a tag</p></html>`)
    page("/blog/chess", BLOG, "blog/chess.html", `<html>${script}<p>a tag with more posts than the other</p></html>`)
    page("/synthetic-1/", "component---src-templates-blog-post-js", "synthetic-1/index.html", "<html><p>a post</p></html>")
    page("/", "component---src-pages-index-js", "index.html", "<html>home</html>")
    page("/404.html", "component---src-pages-404-js", "404.html", "<html>not found</html>")
    // A page only the browser's router draws has no HTML of its own to weigh.
    write("page-data/backstage/viewer/page-data.json", JSON.stringify({ componentChunkName: "component---src-templates-draft-tsx", path: "/backstage/viewer" }))

    const pages = largestPages(publicDir)
    expect(pages.map(p => [p.type, p.route]).sort()).toEqual(
      [
        ["404 /404.html", "/404.html"],
        ["blog /blog", "/blog"],
        ["blog /blog/*", "/blog/chess"],
        ["blog-post /synthetic-1", "/synthetic-1/"],
        ["index /", "/"],
      ].sort(),
    )
    const tag = pages.find(p => p.route === "/blog/chess")!
    expect(tag.htmlBytes).toBe(fs.statSync(path.join(publicDir, "blog/chess.html")).size)
    // The script the HTML names and the template's chunk, gzipped; not its source map.
    expect(tag.jsBytes).toBe(gzipSync(APP).length + gzipSync(BLOG_CHUNK).length)
  })
})

describe("largestFeeds", () => {
  it("keeps the largest file of each feed's name and counts the posts it carries as a feed reader would", async () => {
    const rss = (items: number) =>
      `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>${"<item><title>p</title><link>https://x.test/p</link></item>".repeat(items)}</channel></rss>`
    write("rss.xml", rss(3))
    write("en/rss.xml", rss(2))
    write("es/atom.xml", `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>${"<entry><title>p</title></entry>".repeat(4)}</feed>`)
    write("en/feed.json", JSON.stringify({ version: "https://jsonfeed.org/version/1.1", items: [{ id: "1" }, { id: "2" }] }))
    write("llms.txt", "# Site\n")

    const feeds = await largestFeeds(publicDir)
    expect(feeds.map(({ name, file, files, items }) => ({ name, file, files, items }))).toEqual([
      { name: "rss.xml", file: "/rss.xml", files: 2, items: 3 },
      { name: "atom.xml", file: "/es/atom.xml", files: 1, items: 4 },
      { name: "feed.json", file: "/en/feed.json", files: 1, items: 2 },
      { name: "llms.txt", file: "/llms.txt", files: 1, items: undefined },
    ])
  })
})

describe("searchIndexSize", () => {
  it("sums the files of the search index, and says there is none when the build wrote none", () => {
    expect(searchIndexSize(publicDir)).toBeUndefined()
    write("pagefind/pagefind.js", "12345")
    write("pagefind/index/en_1.pf_index", "123")
    expect(searchIndexSize(publicDir)).toEqual({ bytes: 8, files: 2 })
  })
})
