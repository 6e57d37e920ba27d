import fs from "node:fs"
import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { articleRoutes, draftVersions, type RoutedArticle } from "../../src/lib/article-routes"
import { draftPath, ownerAreaPath, sealedDraftAddressesPath } from "../../src/lib/paths"
import { sealDraftPages, type SealedDraftPages } from "../drafts"
import { sealedWithDevelopmentPassword } from "../owner-password"

const ownerAreaTemplate = path.resolve("src/templates/owner-area.tsx")
const draftTemplate = path.resolve("src/templates/draft.tsx")

interface DraftIndex {
  allArticle: { nodes: RoutedArticle[] }
}

/**
 * Everything that shows a draft, each sealed with the owner's key and nothing of it in the clear:
 * the owner area's list; one viewer for every address under the owner area, which shows the draft
 * at that address or "Draft Not Found"; and one file with what the drafts' /article addresses show.
 * Those addresses get no page: to a visitor they are unknown addresses, and the not-found page
 * opens the file only for a tab that holds the owner's key. The viewer is one page rather than one
 * per draft because Gatsby lists, in the script every page loads, each page under a client-only route.
 */
export async function createOwnerPages({ graphql, actions, reporter, cache }: CreatePagesArgs): Promise<void> {
  const result = await graphql<DraftIndex>(`
    query DraftIndex {
      allArticle {
        nodes { id slug lang path status tags translationOf formerSlugs }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the drafts", result.errors)
    return
  }
  let sealed: SealedDraftPages
  try {
    sealed = await sealDraftPages({ graphql, cache }, articleRoutes(draftVersions(result.data.allArticle.nodes)))
  } catch (error) {
    reporter.panicOnBuild(`Could not seal the drafts: ${(error as Error).message}`)
    return
  }
  const developmentPassword = sealedWithDevelopmentPassword()
  actions.createPage({ path: ownerAreaPath, component: ownerAreaTemplate, context: { drafts: sealed.list, developmentPassword } })
  actions.createPage({ path: draftPath("viewer"), matchPath: draftPath("*"), component: draftTemplate, context: { drafts: sealed.viewer, developmentPassword } })
  const addressesFile = path.join(process.cwd(), "public", sealedDraftAddressesPath)
  fs.mkdirSync(path.dirname(addressesFile), { recursive: true })
  fs.writeFileSync(addressesFile, JSON.stringify(sealed.addresses))
}
