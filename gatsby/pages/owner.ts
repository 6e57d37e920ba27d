import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { draftVersions, type RoutedArticle } from "../../src/lib/article-routes"
import { draftPath, ownerAreaPath } from "../../src/lib/paths"
import { sealDraftPages, type SealedDraftPages } from "../drafts"

const ownerAreaTemplate = path.resolve("src/templates/owner-area.tsx")
const draftTemplate = path.resolve("src/templates/draft.tsx")
const draftArticleTemplate = path.resolve("src/templates/draft-article.tsx")
const draftNotFoundTemplate = path.resolve("src/templates/draft-not-found.tsx")

interface DraftIndex {
  allArticle: { nodes: Array<Pick<RoutedArticle, "id" | "slug" | "status" | "translationOf">> }
}

/**
 * Every page that shows a draft: the owner area's list, one viewer per draft, each draft's (and
 * its translation's) /article address, and "Draft Not Found" for every other address under the
 * owner area. Each carries its draft sealed with the owner's key, and nothing of it in the clear.
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
  for (const viewer of sealed.viewers) {
    actions.createPage({ path: draftPath(viewer.slug), component: draftTemplate, context: { draft: viewer.sealed } })
  }
  for (const article of sealed.articles) {
    actions.createPage({ path: article.path, component: draftArticleTemplate, context: { draft: article.sealed } })
  }
  // Rendered in the browser for any address under the owner area that is not a draft.
  actions.createPage({
    path: draftPath("draft-not-found"),
    matchPath: draftPath("*"),
    component: draftNotFoundTemplate,
    context: { unlock: sealed.nothing },
  })
}
