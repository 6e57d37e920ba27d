import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { PROJECT_CATEGORIES, projectsPath } from "../../src/lib/paths"

const projectsTemplate = path.resolve("src/templates/projects.tsx")

/**
 * /projects and one page per category; any other /projects/{category} is left to the not-found
 * page. Each page's query lists the projects of its `categories` only.
 */
export function createProjectPages({ actions }: CreatePagesArgs): void {
  actions.createPage({ path: projectsPath(), component: projectsTemplate, context: { category: null, categories: PROJECT_CATEGORIES } })
  for (const category of PROJECT_CATEGORIES) {
    actions.createPage({ path: projectsPath(category), component: projectsTemplate, context: { category, categories: [category] } })
  }
}
