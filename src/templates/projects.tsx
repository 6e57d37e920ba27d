import { graphql, navigate, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { ProjectFilterButtons } from "../components/projects/ProjectFilterButtons"
import { ProjectGrid } from "../components/projects/ProjectGrid"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { projectsPath, type ProjectCategory } from "../lib/paths"
import { projectFilterLabel, type ProjectFilter } from "../lib/project-filters"
import * as page from "../styles/page.module.css"

interface Context {
  category: ProjectCategory | null
}

export const query = graphql`
  query ProjectsPage($categories: [String!]!) {
    allProject(filter: { category: { in: $categories } }, sort: [{ order: ASC }, { title: ASC }]) {
      nodes {
        ...ProjectCard
      }
    }
  }
`

export const PROJECTS_INTRO = "Things I have built, written and recorded: software, books and music, from first sketch to shipped."

const pageTitle = (category: ProjectCategory | null): string =>
  category ? `${projectFilterLabel(category)} Projects` : "Projects"

/**
 * /projects and /projects/{category}. The filter is the route: a button navigates to its page,
 * so the choice starts from the address and follows it when the address changes.
 */
export default function ProjectsPage({ data, pageContext }: PageProps<Queries.ProjectsPageQuery, Context>) {
  const filter: ProjectFilter = pageContext.category ?? "all"
  const choose = (next: ProjectFilter) => {
    if (next !== filter) void navigate(projectsPath(next === "all" ? undefined : next))
  }
  return (
    <section aria-labelledby="projects-title" data-pagefind-body="">
      <h1 id="projects-title">
        {pageTitle(pageContext.category)}
      </h1>
      <p className={page.intro}>{PROJECTS_INTRO}</p>
      <ProjectFilterButtons selected={filter} onSelect={choose} />
      <ProjectGrid projects={data.allProject.nodes} headingLevel={2} firstPicturePriority />
    </section>
  )
}

export const Head: HeadFC<Queries.ProjectsPageQuery, Context> = ({ pageContext }) => (
  <Seo
    title={`${pageTitle(pageContext.category)} - ${site.name}`}
    description={PROJECTS_INTRO}
    path={projectsPath(pageContext.category ?? undefined)}
  />
)
