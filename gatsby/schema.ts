import type { CreateSchemaCustomizationArgs, GatsbyNode } from "gatsby"
import type { GraphQLFieldResolver } from "graphql"
import { ARTICLE } from "../src/content-model/article"
import { CONTENT_PAGE } from "../src/content-model/content-page"
import { nodeType } from "../src/content-model/graphql"
import { PROJECT } from "../src/content-model/project"
import type { Lang } from "../src/lib/language"
import { contentsHtml, type Heading } from "../src/lib/contents"
import { socialImagePath } from "../src/lib/social-image"
import { translationFreshness } from "../src/lib/translation-freshness"
import { embeddedHtml } from "./embedded-html"
import { resolveField } from "./resolve-field"

interface ContentNode {
  parent: string
  [field: string]: unknown
}

interface ResolveContext {
  nodeModel: {
    getNodeById: (args: { id: string; type?: string }) => Record<string, unknown> | null
    findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<Record<string, unknown> | null>
  }
}

/** What the parent MarkdownRemark node renders of a field (html, headings…). */
const renderedField: (field: string) => GraphQLFieldResolver<ContentNode, ResolveContext> = field => (source, args, context, info) =>
  resolveField(info, "MarkdownRemark", field, context.nodeModel.getNodeById({ id: source.parent }), args as Record<string, unknown>, context)

// gatsby-transformer-remark parses a text once only when a second field asks for its tree after the
// first has marked its parse begun, and it checks its cache before it does: a page that asks for an
// article's HTML and its headings at once had the text parsed, and every remark plugin run, twice.
// So the HTML is asked for once at a time, and the fields that need the tree wait for it.
const htmlBeingWritten = new Map<string, Promise<unknown>>()
const writtenHtml: GraphQLFieldResolver<ContentNode, ResolveContext> = (source, args, context, info) => {
  let writing = htmlBeingWritten.get(source.parent)
  if (!writing) {
    writing = Promise.resolve(renderedField("html")(source, args, context, info)).finally(() => htmlBeingWritten.delete(source.parent))
    htmlBeingWritten.set(source.parent, writing)
  }
  return writing
}

/** The parent MarkdownRemark node's HTML as a page may embed it (gatsby/embedded-html.ts). */
const embeddedMarkdownHtml = {
  type: "String",
  description: "The Markdown's HTML, sanitized as its page embeds it (src/lib/safe-html.ts)",
  resolve: (async (source, args, context, info) => {
    const written = (await writtenHtml(source, args, context, info)) as string | null | undefined
    return typeof written === "string" ? embeddedHtml(written, context.nodeModel.getNodeById({ id: source.parent }) ?? {}) : null
  }) as GraphQLFieldResolver<ContentNode, ResolveContext>,
}

const articleWhere = (context: ResolveContext, field: string, value: unknown) =>
  context.nodeModel.findOne({ type: "Article", query: { filter: { [field]: { eq: value } } } })

/** A translation's original; null on an original. */
const originalOf = (source: ContentNode, context: ResolveContext) =>
  source.translationOf ? articleWhere(context, "slug", source.translationOf) : Promise.resolve(null)

/** The fields the build computes from other nodes when they are queried; every other field is the content model's. */
const articleResolvers = {
  socialImage: {
    type: "String",
    description: "Without a thumbnail: the generated social preview's address (gatsby/social-images.ts renders it)",
    resolve: (source: ContentNode) =>
      source.thumbnail ? null : socialImagePath({ slug: source.slug as string, title: source.title as string, lang: source.lang as Lang }),
  },
  originalUpdated: {
    type: "Boolean!",
    description: "On a translation: its original changed since the translation was made",
    resolve: async (source: ContentNode, _args: unknown, context: ResolveContext) => {
      const original = await originalOf(source, context)
      if (!original) return false
      return translationFreshness(source.sourceDigest as string | null, original.bodyDigest as string) === "outdated"
    },
  },
  original: { type: "Article", description: "A translation's original", extensions: { link: { by: "slug", from: "translationOf" } } },
  translation: {
    type: "Article",
    description: "On an original: its translation into the other language, unless that is a draft while the original is public",
    resolve: async (source: ContentNode, _args: unknown, context: ResolveContext) => {
      if (source.translationOf) return null
      const translation = await articleWhere(context, "translationOf", source.slug)
      return translation?.status === "draft" && source.status !== "draft" ? null : translation
    },
  },
  html: embeddedMarkdownHtml,
  contents: {
    type: "String",
    description: "A long article's table of contents as HTML (src/lib/contents.ts); null for a shorter one",
    resolve: (async (source, _args, context, info) => {
      // Its tree is parsed for the HTML: once that is written, the headings come from the cache.
      await writtenHtml(source, {}, context, info)
      const contents = contentsHtml(((await renderedField("headings")(source, {}, context, info)) ?? []) as Heading[], source.lang as Lang)
      return contents && embeddedHtml(contents, context.nodeModel.getNodeById({ id: source.parent }) ?? {})
    }) as GraphQLFieldResolver<ContentNode, ResolveContext>,
  },
}

/** The Markdown content types, each as its content model declares it (src/content-model). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }: CreateSchemaCustomizationArgs) => {
  actions.createTypes([
    schema.buildObjectType(nodeType(ARTICLE, articleResolvers)),
    schema.buildObjectType(nodeType(PROJECT, { html: embeddedMarkdownHtml })),
    schema.buildObjectType(nodeType(CONTENT_PAGE, { html: embeddedMarkdownHtml })),
  ])
}
