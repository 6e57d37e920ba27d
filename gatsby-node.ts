import type { GatsbyNode } from "gatsby"
import { createArticlePages } from "./gatsby/pages/articles"
import { createExperimentPages } from "./gatsby/pages/experiments"
import { createMediaPlayerPages } from "./gatsby/pages/media-player"
import { createSocialImages } from "./gatsby/social-images"

export { createSchemaCustomization } from "./gatsby/schema"
export { onCreateNode, shouldOnCreateNode } from "./gatsby/nodes"

export const createPages: GatsbyNode["createPages"] = async args => {
  await createArticlePages(args)
  await createExperimentPages(args)
  createMediaPlayerPages(args)
  await createSocialImages(args)
}
