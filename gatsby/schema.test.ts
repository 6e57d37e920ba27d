/** @jest-environment node */
import type { CreateSchemaCustomizationArgs } from "gatsby"
import { createSchemaCustomization } from "./schema"

interface FieldConfig {
  resolve: (source: Record<string, unknown>, args: unknown, context: unknown, info?: unknown) => Promise<unknown>
  args?: Record<string, { defaultValue?: unknown }>
}

/** The Article type's field resolvers exactly as the build registers them. */
function articleFields(): Record<string, FieldConfig> {
  const types: Array<{ name: string; fields: Record<string, FieldConfig> }> = []
  const args = {
    actions: { createTypes: (defs: typeof types) => types.push(...defs) },
    schema: { buildObjectType: (config: (typeof types)[number]) => config },
  }
  ;(createSchemaCustomization as (args: CreateSchemaCustomizationArgs) => void)(args as unknown as CreateSchemaCustomizationArgs)
  return types.find(type => type.name === "Article")!.fields
}

const article = (slug: string, status: string, translationOf: string | null = null) => ({
  slug,
  status,
  translationOf,
  isTranslation: translationOf !== null,
})

/** Gatsby's node model over a fixed set of articles: findOne with one `eq` filter. */
const contextOver = (nodes: Array<Record<string, unknown>>) => ({
  nodeModel: {
    findOne: async ({ query }: { query: { filter: Record<string, { eq: unknown }> } }) => {
      const [[field, { eq }]] = Object.entries(query.filter)
      return nodes.find(node => node[field] === eq) ?? null
    },
  },
})

describe("the Article schema", () => {
  const { translation } = articleFields()

  it("offers a published original's translation only when it is published too", async () => {
    const original = article("open-notes", "published")
    const published = article("open-notes-es", "published", "open-notes")
    const draft = article("open-notes-es", "draft", "open-notes")
    expect(await translation.resolve(original, {}, contextOver([original, published]))).toBe(published)
    expect(await translation.resolve(original, {}, contextOver([original, draft]))).toBeNull()
  })

  it("keeps a draft's translation with it, for the owner", async () => {
    const draft = article("secret-plans", "draft")
    // Published in its file, a draft by its original's standing (src/lib/article-standing.ts).
    const itsTranslation = article("secret-plans-es", "draft", "secret-plans")
    expect(await translation.resolve(draft, {}, contextOver([draft, itsTranslation]))).toBe(itsTranslation)
  })
})

// gatsby-transformer-remark's own fields of MarkdownRemark, as Gatsby builds them: its cache is
// Gatsby's interface over a Map, and a remark plugin of its own counts the parses (every remark plugin runs on each).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const extendMarkdownRemark = require("gatsby-transformer-remark/extend-node-type") as (args: unknown, options: unknown) => Promise<Record<string, FieldConfig>>

describe("an article's page", () => {
  it("has its Markdown parsed once, though it asks for the HTML and the contents at once", async () => {
    let parses = 0
    const stored = new Map<string, unknown>()
    const cache = { get: async (key: string) => stored.get(key), set: async (key: string, value: unknown) => stored.set(key, value) && value }
    const markdown = {
      id: "markdown-1",
      internal: { type: "MarkdownRemark", content: "Intro.\n\n## Tuning\n\nBy ear.\n\n## Strings\n\nNew.\n", contentDigest: "digest-1" },
      frontmatter: {},
      rawMarkdownBody: "Intro.\n\n## Tuning\n\nBy ear.\n\n## Strings\n\nNew.\n",
    }
    const remarkFields = await extendMarkdownRemark(
      { type: { name: "MarkdownRemark" }, getNode: () => markdown, getNodesByType: () => [], cache, getCache: () => cache, reporter: { warn: jest.fn(), error: jest.fn() } },
      { plugins: [{ name: "parse-counter", module: () => void parses++, pluginOptions: {} }] },
    )
    const asQueried = Object.fromEntries(
      Object.entries(remarkFields).map(([name, field]) => [name, { ...field, args: Object.entries(field.args ?? {}).map(([arg, config]) => ({ name: arg, ...config })) }]),
    )
    const info = { schema: { getType: () => ({ getFields: () => asQueried }) } }
    const context = { nodeModel: { getNodeById: ({ id }: { id: string }) => (id === markdown.id ? markdown : null), findOne: async () => null } }
    const { html, contents } = articleFields()
    const article = { parent: markdown.id, lang: "en" }
    const [written] = await Promise.all([html.resolve(article, {}, context, info), contents.resolve(article, {}, context, info)])
    expect(written).toContain("By ear.")
    expect(parses).toBe(1)
  })
})
