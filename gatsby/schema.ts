import path from "node:path"
import type { CreateSchemaCustomizationArgs, GatsbyNode } from "gatsby"
import type { GraphQLFieldResolver, GraphQLObjectType } from "graphql"
import type { Lang } from "../src/lib/language"
import { statusWithOriginal } from "../src/lib/article"
import { socialImagePath } from "../src/lib/social-image"
import { translationFreshness } from "../src/lib/translation-freshness"

interface ContentNode {
  parent: string
  sourcePath: string
  [field: string]: unknown
}

interface ResolveContext {
  nodeModel: {
    getNodeById: (args: { id: string; type?: string }) => Record<string, unknown> | null
    findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<Record<string, unknown> | null>
  }
}

/** A field the parent MarkdownRemark node renders (html, headings…), passed through unchanged. */
const fromMarkdown = (field: string, type = "String") => ({
  type,
  resolve: ((source: ContentNode, args, context: ResolveContext, info) => {
    const markdownType = info.schema.getType("MarkdownRemark") as GraphQLObjectType
    const parent = context.nodeModel.getNodeById({ id: source.parent })
    return markdownType.getFields()[field].resolve?.(parent, args, context, info)
  }) as GraphQLFieldResolver<ContentNode, ResolveContext>,
})

/** The image file a front-matter field names relative to its Markdown file; null for remote or absent images. */
const imageNextTo = (field: string) => ({
  type: "File",
  resolve: async (source: ContentNode, _args: unknown, context: ResolveContext) => {
    const value = source[field]
    if (typeof value !== "string" || /^[a-z]+:\/\//i.test(value)) return null
    const absolutePath = path.resolve(path.dirname(source.sourcePath), value)
    return context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: absolutePath } } } })
  },
})

const byField = (type: string, field: string, value: (source: ContentNode) => unknown) => async (
  source: ContentNode,
  _args: unknown,
  context: ResolveContext,
) => {
  const wanted = value(source)
  if (wanted === null || wanted === undefined) return null
  return context.nodeModel.findOne({ type, query: { filter: { [field]: { eq: wanted } } } })
}

/** A translation's original; null on an original. */
const originalOf = byField("Article", "slug", source => (source.isTranslation ? source.translationOf : null))

const statusOf = async (source: ContentNode, context: ResolveContext): Promise<string> =>
  statusWithOriginal(source.status as string, ((await originalOf(source, null, context))?.status as string | undefined) ?? null)

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }: CreateSchemaCustomizationArgs) => {
  actions.createTypes([
    schema.buildObjectType({
      name: "Article",
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        slug: "String!",
        file: "String!",
        title: "String!",
        date: { type: "Date!", extensions: { dateformat: {} } },
        excerpt: "String",
        thumbnail: "String",
        thumbnailImage: imageNextTo("thumbnail"),
        socialImage: {
          type: "String",
          description: "Without a thumbnail: the generated social preview's address (gatsby/social-images.ts renders it)",
          resolve: (source: ContentNode) =>
            source.thumbnail ? null : socialImagePath({ slug: source.slug as string, title: source.title as string, lang: source.lang as Lang }),
        },
        tags: "[String!]!",
        status: {
          type: "String!",
          description: "published or draft; a translation of a draft is a draft (statusWithOriginal), wherever it is queried or filtered",
          resolve: (source: ContentNode, _args: unknown, context: ResolveContext) => statusOf(source, context),
        },
        lang: "String!",
        readTime: "String!",
        path: "String!",
        isTranslation: "Boolean!",
        hasBodyImage: "Boolean!",
        translationOf: "String",
        translatedFrom: "String",
        translatedBy: "String",
        bodyDigest: { type: "String!", description: "Digest of the Markdown body; translations record their original's" },
        sourceDigest: "String",
        originalUpdated: {
          type: "Boolean!",
          description: "On a translation: its original changed since the translation was made",
          resolve: async (source: ContentNode, args: unknown, context: ResolveContext) => {
            const original = await originalOf(source, args, context)
            if (!original) return false
            return translationFreshness(source.sourceDigest as string | null, original.bodyDigest as string) === "outdated"
          },
        },
        original: { type: "Article", resolve: originalOf },
        translation: {
          type: "Article",
          description: "On an original: its translation into the other language, unless that is a draft while the original is public",
          resolve: async (source: ContentNode, args: unknown, context: ResolveContext) => {
            if (source.isTranslation) return null
            const translation = await byField("Article", "translationOf", s => s.slug)(source, args, context)
            return translation?.status === "draft" && source.status !== "draft" ? null : translation
          },
        },
        html: fromMarkdown("html"),
      },
    }),
    schema.buildObjectType({
      name: "Project",
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        slug: "String!",
        title: "String!",
        description: "String!",
        link: "String!",
        image: "String",
        imageFile: imageNextTo("image"),
        tags: "[String!]!",
        category: "String!",
        order: "Int!",
        showInHome: "Boolean!",
        html: fromMarkdown("html"),
      },
    }),
    schema.buildObjectType({
      name: "ContentPage",
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        name: "String!",
        title: "String!",
        lastUpdated: { type: "Date", extensions: { dateformat: {} } },
        html: fromMarkdown("html"),
      },
    }),
  ])
}
