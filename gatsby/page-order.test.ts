/** @jest-environment node */
// The same public/ whatever the order Gatsby reads the articles in. Every file goes through the real
// onCreateNode, the real article page creation (gatsby/pages/articles.ts) and the real Markdown
// plugins, in orders drawn at random (seeded) and in the two orders that tell most: every
// translation before its original, and every original first. What a build writes of the articles
// comes out the same: their nodes, the pages and redirects made with their contexts, and each
// text's HTML, with the pictures it asked for and the files it depends on. Gatsby's query engine is
// the one edge stood in: a query of all Articles is answered with the nodes as the store holds them,
// in the order they were made, as Gatsby answers a query without a sort.
import path from "node:path"
import fc from "fast-check"
import type { CreatePagesArgs } from "gatsby"
import type { Root } from "mdast"
import articlePlugin from "../plugins/gatsby-remark-article"
import { parseMarkdown } from "../plugins/gatsby-remark-article/parse"
import { runOnFolder, type StoredNode } from "../src/test-support/markdown-node"
import { onCreateNode } from "./nodes"
import { createArticlePages } from "./pages/articles"
import { testFolder } from "./test-support/folder"

// The HTML as gatsby-transformer-remark writes it of a tree: the same two CommonJS modules, required as it requires them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const toHast = require("mdast-util-to-hast") as (tree: Root, options: { allowDangerousHtml: boolean }) => unknown
// eslint-disable-next-line @typescript-eslint/no-require-imports
const toHtml = require("hast-util-to-html") as (tree: unknown, options: { allowDangerousHtml: boolean }) => string
// eslint-disable-next-line @typescript-eslint/no-require-imports
const picturePlugin = require("../plugins/gatsby-remark-article-images") as (args: unknown, options: unknown) => Promise<unknown>

const CLOCK = "2025-12-31T12:00:00-06:00"
const TAGS = ["music", "magic", "craft"]

const article = (frontmatter: string, body: string) => `---\n${frontmatter}\n---\n${body}`
const FILES: Record<string, string> = {
  "songs.md": article('title: "Songs"\ndate: "2025-01-01"\ntags: ["music"]', "We played.\n\n## Practice is practice\n\nText.\n\n### The metronome\n\nTick.\n\n## Flow\n"),
  "songs-es.md": article('title: "Canciones"\ndate: "2025-01-01"', "Tocamos.\n\n## Practicar es practicar\n\n![un escenario](./images/stage.jpg)\n\n### El metrónomo\n\n## El flow\n"),
  "walk.md": article('title: "A walk"\ndate: "2025-01-01"\ntags: ["music", "craft"]', "## Out\n\n![a path](./images/path.jpg)\n"),
  "plans.md": article('title: "Plans"\ndate: "2024-06-01"\nstatus: "draft"\ntags: ["magic"]', "## Secret\n\nNobody knows.\n"),
  "plans-es.md": article('title: "Planes"\ndate: "2024-06-01"\nstatus: "published"', "## Secreto\n\n![el plan](./images/plan.jpg)\n"),
  "new-year.md": article('title: "New year"\ndate: "2026-01-01"\ntags: ["magic"]', "## The trick\n\n![a card](./images/card.jpg)\n"),
  "new-year-es.md": article('title: "Año nuevo"\ndate: "2026-01-01"\nlang: "es"\ntranslationOf: "new-year"', "## El truco\n\n![una carta](./images/card.jpg)\n"),
  "guitarra.md": article('title: "La guitarra de mi abuelo"\ndate: "2024-02-02"\nlang: "es"\ntags: ["music"]', "## Las cuerdas\n\n## El mástil\n"),
  "guitarra-en.md": article('title: "My grandfather\'s guitar"\ndate: "2024-02-02"\nlang: "en"', "## The strings\n\n### Nylon\n\n## The neck\n"),
  "tools.md": article('title: "Tools"\ndate: "2023-03-03"\ntags: ["craft"]\nformerSlugs: ["my-tools"]', "## Why\n\nBecause.\n"),
  "tools-es.md": article('title: "Herramientas"\ndate: "2023-03-03"\nstatus: "draft"', "## Por qué\n\nPorque.\n"),
}
const NAMES = Object.keys(FILES)

interface Output {
  nodes: Record<string, unknown>
  pages: unknown[]
  redirects: unknown[]
  html: Record<string, { html: string; pictures: string[]; dependsOn: string[]; warnings: string[] }>
  panics: string[]
}

/**
 * One build of the folder's articles: the node hooks read each file in `order`, page creation
 * runs over the nodes so made, and gatsby-transformer-remark's run of the site's Markdown plugins
 * renders each text in `renderOrder`. The builds share one process, as `gatsby develop` builds
 * again and again in one: nothing a module keeps from one build may change the next.
 */
async function build(folder: string, order: readonly string[], renderOrder: readonly string[]): Promise<Output> {
  const { store, panics, settled } = runOnFolder(onCreateNode, folder, order)
  await settled

  const pages: unknown[] = []
  const redirects: unknown[] = []
  const graphql = async () => ({
    data: { allArticle: { nodes: store.getNodesByType("Article") }, allTagMeta: { nodes: TAGS.map(tag => ({ tag, lang: null, counterpart: null })) } },
  })
  await createArticlePages({
    graphql,
    actions: { createPage: (page: unknown) => pages.push(page), createRedirect: (redirect: unknown) => redirects.push(redirect) },
    reporter: { panicOnBuild: (message: string) => panics.push(message) },
  } as unknown as CreatePagesArgs)

  const html: Output["html"] = {}
  for (const name of renderOrder) {
    const markdownNode = store.getNode(`md-${name}`)!
    const pictures: string[] = []
    const dependsOn: string[] = []
    const warnings: string[] = []
    const args = {
      markdownAST: parseMarkdown(markdownNode.rawMarkdownBody as string),
      markdownNode,
      getNode: store.getNode,
      getNodesByType: store.getNodesByType,
      files: [],
      pathPrefix: "",
      context: {},
      reporter: { warn: (message: string) => warnings.push(message), panicOnBuild: (message: string) => panics.push(message) },
      // gatsby-remark-images asks for each picture's File; the original's file is asked for by id.
      getRemarkFileDependency: async (query: { absolutePath?: { eq: string }; id?: { eq: string } }) => {
        if (query.absolutePath) pictures.push(path.relative(folder, query.absolutePath.eq))
        if (query.id) dependsOn.push(String(store.getNode(query.id.eq)?.relativePath))
        return undefined
      },
    }
    await articlePlugin(args as unknown as Parameters<typeof articlePlugin>[0], { siteHost: "example.com" })
    await picturePlugin(args, { maxWidth: 760, linkImagesToOriginal: false })
    html[name] = { html: toHtml(toHast(args.markdownAST, { allowDangerousHtml: true }), { allowDangerousHtml: true }), pictures, dependsOn, warnings }
  }

  const nodes = Object.fromEntries(
    store
      .getNodesByType("Article")
      .map((node: StoredNode) => [node.id, node] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  )
  const byPath = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b))
  return { nodes, pages: pages.sort(byPath), redirects: redirects.sort(byPath), html: sortedKeys(html), panics }
}

const sortedKeys = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)))
const isTranslationFile = (name: string) => /-(es|en)\.md$/.test(name)

describe("the articles' pages", () => {
  const folder = testFolder("page-order-", FILES)
  // The build reads its clock once (gatsby/build-clock.ts), at the first article it judges.
  const originalEnv = process.env.SITE_BUILD_TIME
  beforeAll(() => {
    process.env.SITE_BUILD_TIME = CLOCK
  })
  afterAll(() => {
    if (originalEnv === undefined) delete process.env.SITE_BUILD_TIME
    else process.env.SITE_BUILD_TIME = originalEnv
  })

  it("are what the site's rules make of the files (the build these orders are compared with)", async () => {
    const { nodes, pages, html, panics } = await build(folder.path(), NAMES, NAMES)
    expect(panics).toEqual([])
    const standing = Object.fromEntries(Object.values(nodes).map(node => [(node as { slug: string }).slug, (node as { status: string }).status]))
    expect(standing).toEqual({
      songs: "published",
      "songs-es": "published",
      walk: "published",
      plans: "draft",
      "plans-es": "draft",
      "new-year": "draft",
      "new-year-es": "draft",
      guitarra: "published",
      "guitarra-en": "published",
      tools: "published",
      "tools-es": "draft",
    })
    expect((pages as Array<{ path: string }>).map(page => page.path).filter(p => p.startsWith("/article/")).sort()).toEqual([
      "/article/guitarra",
      "/article/guitarra/en",
      "/article/songs",
      "/article/songs/es",
      "/article/tools",
      "/article/walk",
    ])
    // A translation takes its original's anchors; one whose headings do not line up keeps its own.
    expect(html["songs-es.md"].html).toContain('id="practice-is-practice"')
    expect(html["songs-es.md"].dependsOn).toEqual(["songs.md"])
    expect(html["guitarra-en.md"].html).toContain('id="the-strings"')
    expect(html["guitarra-en.md"].warnings).toHaveLength(1)
    // Pictures are asked for of public texts only.
    expect(html["songs-es.md"].pictures).toEqual(["images/stage.jpg"])
    expect([html["plans-es.md"], html["new-year.md"], html["new-year-es.md"]].map(text => text.pictures)).toEqual([[], [], []])
  })

  it("come out the same with every translation read and rendered before its original, or after it", async () => {
    const translationsFirst = [...NAMES.filter(isTranslationFile), ...NAMES.filter(name => !isTranslationFile(name))]
    const originalsFirst = [...translationsFirst].reverse()
    const expected = await build(folder.path(), NAMES, NAMES)
    expect(await build(folder.path(), translationsFirst, translationsFirst)).toEqual(expected)
    expect(await build(folder.path(), originalsFirst, originalsFirst)).toEqual(expected)
  })

  it("come out the same whatever the order the files are read and rendered in (seeded, bounded)", async () => {
    const expected = await build(folder.path(), NAMES, NAMES)
    const order = fc.shuffledSubarray(NAMES, { minLength: NAMES.length, maxLength: NAMES.length })
    await fc.assert(
      fc.asyncProperty(order, order, async (readOrder, renderOrder) => {
        expect(await build(folder.path(), readOrder, renderOrder)).toEqual(expected)
      }),
      { seed: 53, numRuns: 20 },
    )
  })
})
