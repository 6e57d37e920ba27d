import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { draftPath, ownerAreaPath } from "../../src/lib/paths"
import { ownerPasswordDigest } from "../owner-password"

const ownerAreaTemplate = path.resolve("src/templates/owner-area.tsx")
const draftTemplate = path.resolve("src/templates/draft.tsx")
const draftNotFoundTemplate = path.resolve("src/templates/draft-not-found.tsx")

interface DraftIndex {
  allArticle: { nodes: Array<{ id: string; slug: string }> }
}

/** The owner area: its list, one viewer per draft, and "Draft Not Found" for every other address under it. */
export async function createOwnerPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<DraftIndex>(`
    query DraftIndex {
      allArticle(filter: { status: { eq: "draft" }, isTranslation: { eq: false } }) {
        nodes { id slug }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the drafts", result.errors)
    return
  }
  const passwordDigest = await ownerPasswordDigest()
  actions.createPage({ path: ownerAreaPath, component: ownerAreaTemplate, context: { passwordDigest } })
  for (const draft of result.data.allArticle.nodes) {
    actions.createPage({ path: draftPath(draft.slug), component: draftTemplate, context: { id: draft.id, passwordDigest } })
  }
  // Rendered in the browser for any address under the owner area that is not a draft.
  actions.createPage({
    path: draftPath("draft-not-found"),
    matchPath: draftPath("*"),
    component: draftNotFoundTemplate,
    context: { passwordDigest },
  })
}
