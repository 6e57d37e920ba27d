import type { GatsbyNode } from "gatsby"
import { serveCmsPage } from "./gatsby/cms"
import { acceptFormSubmissions } from "./gatsby/form-submissions"
import { createArticlePages } from "./gatsby/pages/articles"
import { createExperimentPages } from "./gatsby/pages/experiments"
import { createSocialImages } from "./gatsby/social-images"
import { createOwnerPages } from "./gatsby/pages/owner"
import { createProjectPages } from "./gatsby/pages/projects"

export { onPostBuild } from "./gatsby/post-build"
export { onCreateWebpackConfig } from "./gatsby/build/tuning"
export { createSchemaCustomization } from "./gatsby/schema"
export { onCreateNode, shouldOnCreateNode, sourceNodes } from "./gatsby/nodes"
export { onPostBootstrap } from "./gatsby/cms"
export { onPreBootstrap, onPreInit } from "./gatsby/owner-password"
export { onPreBuild } from "./gatsby/build/adapted-pages"
export { createResolvers } from "./gatsby/thumbnail-social-image"

export const createPages: GatsbyNode["createPages"] = async args => {
  await createArticlePages(args)
  await createExperimentPages(args)
  await createSocialImages(args)
  await createOwnerPages(args)
  createProjectPages(args)
}

/** `gatsby develop` only: keep form posts in a local file and serve the CMS page. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => {
  acceptFormSubmissions(app, reporter)
  serveCmsPage(app)
}
