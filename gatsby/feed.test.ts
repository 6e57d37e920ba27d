import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { site } from "../src/config/site"
import { declaredTags, feeds, tagFeed, tagPagesPattern } from "./feed"

describe("tag feeds", () => {
  it("are written where a static server looks for the address its link asks for", () => {
    expect(tagFeed({ tag: "open source" }, "en")).toMatchObject({ output: "/blog/open source/rss.xml", link: "/blog/open%20source/rss.xml", language: "en" })
    expect(tagFeed({ tag: "filosofía" }, "es")).toMatchObject({ output: "/es/blog/filosofía/rss.xml", link: "/es/blog/filosof%C3%ADa/rss.xml", language: "es" })
  })

  it("are linked from both of the tag's pages and no other", () => {
    const pattern = new RegExp(tagPagesPattern("c++ (old)"))
    expect(["/blog/c++ (old)", "/blog/tag/c++ (old)"].every(page => pattern.test(page))).toBe(true)
    expect(["/blog", "/blog/c (old)", "/blog/c++ (old)/x", "/es/blog/c++ (old)", "/blog/cc (old)"].some(page => pattern.test(page))).toBe(false)
  })

  it("are named after the tag as the tag page shows it, described by its text", () => {
    expect(tagFeed({ tag: "mexico", displayName: "México", description: "Mexican history." }, "es")).toMatchObject({
      title: `${site.blogName}: México (Spanish) RSS Feed`,
      description: "Mexican history.",
    })
  })

  it("come two per declared tag, after the main feed and the language feeds", () => {
    const outputs = feeds([{ tag: "music" }, { tag: "open source" }]).map(feed => feed.output)
    expect(outputs).toEqual(["/rss.xml", "/en/rss.xml", "/es/rss.xml", "/blog/music/rss.xml", "/es/blog/music/rss.xml", "/blog/open source/rss.xml", "/es/blog/open source/rss.xml"])
  })
})

describe("declaredTags", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "tags-"))
  const write = (text: string) => {
    fs.mkdirSync(path.join(root, "content", "data"), { recursive: true })
    fs.writeFileSync(path.join(root, "content", "data", "tags.json"), text)
  }
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it("reads each tag with its name and text from content/data/tags.json, a tag without a name named by itself", () => {
    write(JSON.stringify({ music: { displayName: "Music", description: "Songs." }, "open source": {} }))
    expect(declaredTags(root)).toEqual([
      { tag: "music", displayName: "Music", description: "Songs." },
      { tag: "open source", displayName: "open source", description: undefined },
    ])
  })

  it("gives none for a file the data plugin will reject, so the build fails with its message", () => {
    write("{ not json")
    expect(declaredTags(root)).toEqual([])
    write("[]")
    expect(declaredTags(root)).toEqual([])
  })
})
