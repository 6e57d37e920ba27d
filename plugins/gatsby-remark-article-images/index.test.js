/** @jest-environment node */
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const fc = require("fast-check")
const picturePlugin = require("./index")
const { parseMarkdown } = require("../gatsby-remark-article/parse")
const { freshModule } = require("../../src/test-support/fresh-module")
const { runOnFolder } = require("../../src/test-support/markdown-node")

const OPTIONS = { maxWidth: 760, linkImagesToOriginal: false }

let folder
const articles = () => path.join(folder, "content", "articles")
beforeEach(() => {
  folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "article-images-")))
  fs.mkdirSync(articles(), { recursive: true })
})
afterEach(() => fs.rmSync(folder, { recursive: true }))

const write = (name, text) => fs.writeFileSync(path.join(articles(), name), text)
const article = (frontmatter, body) => `---\ntitle: "A post"\ndate: "2024-01-01"\n${frontmatter}\n---\n${body}`
const draft = body => article('status: "draft"', body)
const published = body => article('status: "published"', body)

/**
 * Runs the picture plugin on content/articles/`name` as gatsby-transformer-remark does, with the
 * nodes the build makes of every file (gatsby/nodes.ts) on a build started at `clock`; gives the
 * files gatsby-remark-images asked Gatsby's data layer for, the first step of making a picture of
 * public/ (the layer, an edge here, answers that it has none).
 */
async function picturesAsked(name, clock = "2025-06-01T12:00:00-06:00") {
  process.env.SITE_BUILD_TIME = clock
  const { onCreateNode } = freshModule(() => jest.requireActual("../../gatsby/nodes"))
  const names = fs.readdirSync(articles()).filter(file => file.endsWith(".md"))
  const { store, panics } = runOnFolder(onCreateNode, articles(), names)
  const markdownNode = store.getNode(`md-${name}`)
  const asked = panics.map(message => `panic: ${message}`)
  await picturePlugin(
    {
      markdownAST: parseMarkdown(markdownNode.rawMarkdownBody),
      markdownNode,
      getNode: store.getNode,
      getNodesByType: store.getNodesByType,
      files: [],
      pathPrefix: "",
      reporter: { warn: () => undefined, panicOnBuild: message => asked.push(`panic: ${message}`) },
      getRemarkFileDependency: async query => void asked.push(path.relative(articles(), query.absolutePath.eq)),
    },
    OPTIONS,
  )
  return asked
}

const originalEnv = process.env.SITE_BUILD_TIME
afterEach(() => {
  if (originalEnv === undefined) delete process.env.SITE_BUILD_TIME
  else process.env.SITE_BUILD_TIME = originalEnv
})

describe("the picture plugin", () => {
  it("makes the pictures of a published article's text", async () => {
    write("a-post.md", published("![a stage](./images/stage.jpg)\n"))
    expect(await picturesAsked("a-post.md")).toEqual(["images/stage.jpg"])
  })

  it("finding 2: a picture whose reference is defined twice is not published from a draft", async () => {
    // The picture plugin takes the first definition; the check of old took the last.
    const body = "The plan: ![the plan][p]\n\n[p]: ./images/plan.jpg\n[p]: https://example.com/plan.jpg\n"
    write("a-post.md", published(body))
    expect(await picturesAsked("a-post.md")).toEqual(["images/plan.jpg"])
    write("a-draft.md", draft(body))
    expect(await picturesAsked("a-draft.md")).toEqual([])
  })

  it.each([
    ["a path beside the text", "![a](images/a.jpg)", "images/a.jpg"],
    ["a bare file name", "![a](a.jpg)", "a.jpg"],
    ["a path that walks out and back", "![a](./images/../images/a.jpg)", "images/a.jpg"],
    ["the site's root, read beside the text", "![a](/images/a.jpg)", "images/a.jpg"],
    ["a name with a colon after a space, which no browser reads as a scheme", "![a](<im ages:a.jpg>)", "im ages:a.jpg"],
    ["raw <img src>", '<img alt="a" src="images/a.jpg">', "images/a.jpg"],
  ])("finding 2: a draft's picture named by %s is not published", async (_, body, file) => {
    write("a-post.md", published(`${body}\n`))
    expect(await picturesAsked("a-post.md")).toEqual([file])
    write("a-draft.md", draft(`${body}\n`))
    expect(await picturesAsked("a-draft.md")).toEqual([])
  })

  it("makes none of a translation of a draft, named by its file or by translationOf, though it says it is published", async () => {
    write("plans.md", draft("Plans.\n"))
    write("plans-es.md", published("![el plan](./images/plan.jpg)\n"))
    expect(await picturesAsked("plans-es.md")).toEqual([])
    write("plans-es.md", article('status: "published"\ntranslationOf: "plans"\nlang: "es"', "![el plan](./images/plan.jpg)\n"))
    expect(await picturesAsked("plans-es.md")).toEqual([])
    write("plans.md", published("Plans.\n"))
    expect(await picturesAsked("plans-es.md")).toEqual(["images/plan.jpg"])
  })

  describe("a post dated after the build's day", () => {
    it("gets its pictures, and its translation's, on its day and not before", async () => {
      write("later.md", '---\ntitle: "Later"\ndate: "2026-01-01"\n---\n![a stage](./images/stage.jpg)\n')
      write("later-es.md", '---\ntitle: "Después"\ndate: "2026-01-01"\n---\n![a stage](./images/stage.jpg)\n')
      for (const name of ["later.md", "later-es.md"]) {
        expect(await picturesAsked(name, "2025-12-31T23:59:59-06:00")).toEqual([])
        expect(await picturesAsked(name, "2026-01-01T00:00:00-06:00")).toEqual(["images/stage.jpg"])
      }
    })

    it("keeps back the pictures of a translation dated now whose original is dated ahead", async () => {
      write("later.md", '---\ntitle: "Later"\ndate: "2026-01-01"\n---\nSoon.\n')
      write("later-es.md", '---\ntitle: "Después"\ndate: "2025-01-01"\n---\n![a stage](./images/stage.jpg)\n')
      expect(await picturesAsked("later-es.md", "2025-12-31T23:59:59-06:00")).toEqual([])
      expect(await picturesAsked("later-es.md", "2026-01-01T00:00:00-06:00")).toEqual(["images/stage.jpg"])
    })
  })

  describe("whatever Markdown or HTML names a draft's picture with", () => {
    const segment = fc.constantFrom("images", ".", "..", "a b", "x:y", "%2e%2e", "C:\\pics", "Ünïcode")
    const name = fc.tuple(fc.constantFrom("a", "plan", "x y", "café"), fc.constantFrom("jpg", "JPG", "jpeg", "png", "webp", "avif", "tif"))
    const address = fc
      .tuple(fc.constantFrom("", "./", "/", "../"), fc.array(segment, { maxLength: 3 }), name)
      .map(([start, segments, [file, extension]]) => `${start}${[...segments, `${file}.${extension}`].join("/")}`)
    const picture = address.chain(url =>
      fc.constantFrom(
        `![p](<${url}>)`,
        `![p](<${url}> "a title")`,
        `![p][r]\n\n[r]: <${url}>\n[r]: https://example.com/p.jpg`,
        `[![p][r]](/elsewhere)\n\n[r]: <${url}>`,
        `<img alt="p" src="${url}">`,
        `<img alt='p' src='${url}' title=">">`,
        `<p><img src="${url.replace(/"/g, "&quot;")}"></p>`,
        `- ![p](<${url}>)`,
        `> ![p](<${url}>)`,
        `<details><summary>s</summary>\n\n![p](<${url}>)\n\n</details>`,
      ),
    )

    it("no file is asked for: the text never reaches the picture pipeline (seeded, bounded)", async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(picture, { minLength: 1, maxLength: 4 }), async pictures => {
          // One spelling the plugin always takes, to show the same text published does reach it.
          const body = ["![known](./images/known.jpg)", ...pictures].join("\n\n") + "\n"
          write("a-post.md", published(body))
          write("a-draft.md", draft(body))
          expect(await picturesAsked("a-post.md")).toContain("images/known.jpg")
          expect(await picturesAsked("a-draft.md")).toEqual([])
        }),
        { seed: 50, numRuns: 150, interruptAfterTimeLimit: 20_000 },
      )
    })
  })
})
