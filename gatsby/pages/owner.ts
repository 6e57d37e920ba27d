import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { draftVersions, type RoutedArticle } from "../../src/lib/article-routes"
import { draftPath, ownerAreaPath } from "../../src/lib/paths"
import { sealDraftPages, type SealedDraftPages } from "../drafts"

const ownerAreaTemplate = path.resolve("src/templates/owner-area.tsx")
const draftTemplate = path.resolve("src/templates/draft.tsx")
const draftArticleTemplate = path.resolve("src/templates/draft-article.tsx")

interface DraftIndex {
  allArticle: { nodes: Array<Pick<RoutedArticle, "id" | "slug" | "status" | "translationOf">> }
}

/**
 * Every page that shows a draft: the owner area's list, each draft's (and its translation's)
 * /article address, and one viewer for every address under the owner area, which shows the draft
 * at that address or "Draft Not Found". Each carries its drafts sealed with the owner's key, and
 * nothing of them in the clear. The viewer is one page rather than one per draft because Gatsby
 * lists, in the script every page loads, each page under a client-only route.
 */
export async function createOwnerPages({ graphql, actions, reporter, cache }: CreatePagesArgs): Promise<void> {
  const result = await graphql<DraftIndex>(`
    query DraftIndex {
      allArticle {
        nodes { id slug status translationOf }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the drafts", result.errors)
    return
  }
  let sealed: SealedDraftPages
  try {
    sealed = await sealDraftPages({ graphql, cache }, draftVersions(result.data.allArticle.nodes).map(draft => draft.id))
  } catch (error) {
    reporter.panicOnBuild(`Could not seal the drafts: ${(error as Error).message}`)
    return
  }
  actions.createPage({ path: ownerAreaPath, component: ownerAreaTemplate, context: { drafts: sealed.list } })
  for (const article of sealed.articles) {
    actions.createPage({ path: article.path, component: draftArticleTemplate, context: { draft: article.sealed } })
  }
  actions.createPage({ path: draftPath("viewer"), matchPath: draftPath("*"), component: draftTemplate, context: { drafts: sealed.viewer } })
}
