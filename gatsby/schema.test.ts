/** @jest-environment node */
import type { CreateSchemaCustomizationArgs } from "gatsby"
import { createSchemaCustomization } from "./schema"

interface FieldConfig {
  resolve: (source: Record<string, unknown>, args: unknown, context: unknown) => Promise<unknown>
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
