/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import fc from "fast-check"
import sharp from "sharp"
import { ARTICLE } from "../src/content-model/article"
import { readFrontMatter } from "../src/content-model/validate"
import { readMarkdown } from "../src/lib/front-matter"
import { TAG_METADATA_FILE } from "../src/lib/tags"
import { PICTURE_EVERY, syntheticArticle } from "./synthetic-articles"
import { raiseLimit, removeCopy, siteCopy, starterCopy } from "./synthetic-copies"

const STARTER_NODE = `exports.createPages = async ({ graphql }) => {
  const result = await graphql(\`{ allMarkdownRemark(sort: { frontmatter: { date: ASC } }, limit: 1000) { nodes { id } } }\`)
}
`

describe("raiseLimit", () => {
  it("raises the starter's limit of 1,000 posts to the number of articles", () => {
    expect(raiseLimit(STARTER_NODE, 10_000)).toBe(STARTER_NODE.replace("limit: 1000", "limit: 10000"))
  })

  it("never lowers a limit, and leaves a text without one as it is (seeded, bounded)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (limit, count) => {
        const text = `allMarkdownRemark(limit: ${limit}) { nodes { id } }`
        expect(raiseLimit(text, count)).toBe(`allMarkdownRemark(limit: ${Math.max(limit, count)}) { nodes { id } }`)
        expect(raiseLimit("allMarkdownRemark { nodes { id } }", count)).toBe("allMarkdownRemark { nodes { id } }")
      }),
      { seed: 54, numRuns: 200 },
    )
  })
})

describe("syntheticArticle", () => {
  it("is an article the site's content model accepts, read as the build reads it (seeded, bounded)", () => {
    fc.assert(
      fc.property(fc.nat(20_000), i => {
        const { slug, text } = syntheticArticle(i)
        const { data } = readMarkdown(text)
        expect(() => readFrontMatter(ARTICLE, { file: `content/articles/${slug}.md`, frontmatter: data })).not.toThrow()
      }),
      { seed: 54, numRuns: 200 },
    )
  })

  it("comes in pairs, an original and its translation, which show the same picture, on one article in ten of any run of them", () => {
    const count = 40 * PICTURE_EVERY
    const articles = Array.from({ length: count }, (_, i) => syntheticArticle(i))
    expect(articles.filter(article => article.picture).length).toBe(count / PICTURE_EVERY)
    for (let i = 0; i < count; i += 2) {
      expect(articles[i + 1].slug).toBe(`${articles[i].slug}-es`)
      expect(readMarkdown(articles[i + 1].text).data.translationOf).toBe(articles[i].slug)
      expect(articles[i + 1].picture).toBe(articles[i].picture)
    }
    for (const { text, picture } of articles.filter(article => article.picture)) {
      expect(readMarkdown(text).data.thumbnail).toBe(`./images/${picture}`)
      expect(text).toContain(`](./images/${picture})`)
    }
  })
})

describe("the copies", () => {
  const made: string[] = []
  let pictures: string
  beforeEach(() => {
    pictures = fs.mkdtempSync(path.join(os.tmpdir(), "pictures-test-"))
    made.push(pictures)
  })
  afterEach(() => made.splice(0).forEach(removeCopy))

  it("give the starter the generated posts, each in its folder with its picture beside it, its limit raised, what a build made left out", async () => {
    const starter = fs.mkdtempSync(path.join(os.tmpdir(), "starter-test-"))
    made.push(starter)
    fs.writeFileSync(path.join(starter, "gatsby-node.js"), STARTER_NODE)
    for (const dir of ["node_modules/gatsby", ".cache", "public", "content/blog/hello-world"]) fs.mkdirSync(path.join(starter, dir), { recursive: true })
    fs.writeFileSync(path.join(starter, "content/blog/hello-world/index.md"), "---\ntitle: Hello\n---\n")

    const copy = await starterCopy(starter, 1002, pictures)
    made.push(copy)
    expect(fs.readFileSync(path.join(copy, "gatsby-node.js"), "utf8")).toContain("limit: 1002")
    expect(fs.realpathSync(path.join(copy, "node_modules"))).toBe(fs.realpathSync(path.join(starter, "node_modules")))
    expect(fs.existsSync(path.join(copy, ".cache")) || fs.existsSync(path.join(copy, "public"))).toBe(false)
    const posts = fs.readdirSync(path.join(copy, "content", "blog"))
    expect(posts).toHaveLength(1002)
    expect(posts).not.toContain("hello-world")
    const pictured = syntheticArticle(1)
    const picture = path.join(copy, "content", "blog", pictured.slug, "images", pictured.picture!)
    expect(await sharp(picture).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 })
    expect(fs.readFileSync(path.join(copy, "content", "blog", pictured.slug, "index.md"), "utf8")).toBe(pictured.text)
  })

  it("give the site the generated articles in place of its own, every tag they use declared", async () => {
    const root = path.resolve(__dirname, "..")
    const copy = await siteCopy(root, 6, pictures)
    made.push(copy)
    const articles = fs.readdirSync(path.join(copy, "content", "articles")).filter(file => file.endsWith(".md"))
    expect(articles.sort()).toEqual(Array.from({ length: 6 }, (_, i) => `${syntheticArticle(i).slug}.md`).sort())
    expect(fs.readdirSync(path.join(copy, "content", "articles", "images"))).toEqual([syntheticArticle(0).picture])
    const declared = Object.keys(JSON.parse(fs.readFileSync(path.join(copy, TAG_METADATA_FILE), "utf8")))
    for (let i = 0; i < 6; i++) for (const tag of readMarkdown(syntheticArticle(i).text).data.tags as string[]) expect(declared).toContain(tag)
    expect(fs.existsSync(path.join(copy, "public"))).toBe(false)
  })
})
