import type { CreatePagesArgs } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import sharp from "sharp"
import type { ArticleRoute } from "../src/lib/article-routes"
import type { ArticleViewData } from "../src/content-model/article-view"
import type { Draft, DraftAddresses, DraftAtSlug, OwnerCardArticle, SealedArticleView } from "../src/lib/draft-shapes"
import { sealDraft, type SealedDraft } from "../src/lib/draft-seal"
import { ownerKey } from "./owner-password"

export interface SealedDraftPages {
  /** what the owner finds at every /article address of the drafts, by address (DraftAddresses) */
  addresses: SealedDraft
  /**
   * every original draft with its slug, for the owner area's one viewer: sealed together, so that
   * which addresses hold a draft is sealed as well
   */
  viewer: SealedDraft
  /** the drafts' cards in the owner area's list */
  list: SealedDraft
}

interface DraftNode extends Omit<ArticleViewData, "original" | "translation"> {
  id: string
  excerpt: string | null
  hasBodyImage: boolean
  scheduled: boolean
  thumbnailImage: { absolutePath: string } | null
  original: { title: string; path: string; lang: string } | null
  translation: { id: string; title: string; path: string; lang: string; html: string | null } | null
}

const THUMBNAIL = { width: 960, height: 504 }

/**
 * A draft's thumbnail as a picture inside its sealed text: the only copy of it the build makes,
 * so no image file of a draft is ever published.
 */
async function sealedThumbnail(file: string): Promise<IGatsbyImageData> {
  const picture = sharp(file).resize(THUMBNAIL.width, THUMBNAIL.height, { fit: "cover" })
  const [webp, { dominant }] = await Promise.all([picture.clone().webp({ quality: 70 }).toBuffer(), picture.clone().stats()])
  return {
    layout: "constrained",
    ...THUMBNAIL,
    backgroundColor: `rgb(${dominant.r},${dominant.g},${dominant.b})`,
    images: { fallback: { src: `data:image/webp;base64,${webp.toString("base64")}`, srcSet: "", sizes: "" }, sources: [] },
  }
}

/** Reads the drafts at the given routes with everything their pages show and seals what each part of the owner's site shows. */
export async function sealDraftPages({ graphql, cache }: Pick<CreatePagesArgs, "graphql" | "cache">, routes: readonly ArticleRoute[]): Promise<SealedDraftPages> {
  const ids = routes.flatMap(route => (route.kind === "article" ? [route.id] : []))
  const result = await graphql<{ allArticle: { nodes: DraftNode[] } }>(
    `
      query DraftContent($ids: [String!]!) {
        allArticle(filter: { id: { in: $ids } }, sort: { publishedAt: DESC }) {
          nodes {
            id slug title date updated excerpt tags status scheduled lang readTime path isTranslation originalUpdated html hasBodyImage
            contents
            thumbnailImage { absolutePath }
            original { title path lang }
            translation { id title path lang html }
          }
        }
      }
    `,
    { ids },
  )
  if (result.errors || !result.data) throw new Error(`Could not read the drafts: ${JSON.stringify(result.errors)}`)
  const { salt, key } = await ownerKey(cache)
  const seal = (value: unknown) => sealDraft(key, salt, value)
  const drafts = result.data.allArticle.nodes
  const thumbnails = new Map(
    await Promise.all(drafts.map(async draft => [draft.id, draft.thumbnailImage ? await sealedThumbnail(draft.thumbnailImage.absolutePath) : null] as const)),
  )
  // A draft's translation is itself one of the drafts, sealed for its own page.
  const originals = drafts.filter(draft => !draft.isTranslation)

  const views = new Map(
    drafts.map(draft => {
      const { slug, title, date, updated, tags, lang, readTime, path, isTranslation, originalUpdated, html, contents, original, translation } = draft
      const article: ArticleViewData = {
        ...{ slug, title, date, updated, tags, lang, readTime, path, isTranslation, originalUpdated, html, contents, original },
        status: "draft",
        translation: translation && { title: translation.title, path: translation.path, lang: translation.lang },
      }
      const view: SealedArticleView = { article, image: thumbnails.get(draft.id) ?? null }
      return [draft.id, view]
    }),
  )
  const addresses: DraftAddresses = Object.fromEntries(
    routes.map(route => [route.path, route.kind === "article" ? { view: views.get(route.id)! } : { redirectTo: route.to }]),
  )
  const viewer: DraftAtSlug[] = originals.map(draft => {
    const shown: Draft = {
      title: draft.title,
      date: draft.date,
      readTime: draft.readTime,
      lang: draft.lang,
      tags: draft.tags,
      html: draft.html,
      hasBodyImage: draft.hasBodyImage,
      thumbnail: thumbnails.get(draft.id) ?? null,
      translation: draft.translation && { title: draft.translation.title, lang: draft.translation.lang, html: draft.translation.html },
    }
    return { slug: draft.slug, draft: shown }
  })
  const cards: OwnerCardArticle[] = originals.map(draft => ({
    id: draft.id,
    slug: draft.slug,
    title: draft.title,
    date: draft.date,
    excerpt: draft.excerpt,
    readTime: draft.readTime,
    status: "draft",
    scheduled: draft.scheduled,
    tags: draft.tags,
    translated: Boolean(draft.translation),
  }))
  return { addresses: await seal(addresses), viewer: await seal(viewer), list: await seal(cards) }
}
