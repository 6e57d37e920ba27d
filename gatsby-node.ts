import type { GatsbyNode } from "gatsby"
import { createArticlePages } from "./gatsby/pages/articles"

export { onPostBuild } from "./gatsby/post-build"
export { createSchemaCustomization } from "./gatsby/schema"
export { onCreateNode, shouldOnCreateNode } from "./gatsby/nodes"

export const createPages: GatsbyNode["createPages"] = async args => {
  await createArticlePages(args)
}
