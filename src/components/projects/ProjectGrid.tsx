import React, { useState } from "react"
import { trackOutboundClick, trackProjectView } from "../../browser/analytics"
import { projectOpenedBy } from "../../browser/project-opener"
import { isComingSoon, isInternalLink } from "../../lib/project-filters"
import { ServerRendered } from "../server-rendered/ServerRendered"
import { ComingSoonModal } from "./ComingSoonModal"
import { ProjectCard } from "./ProjectCard"
import * as styles from "./Projects.module.css"

interface ProjectGridProps {
  projects: readonly Queries.ProjectCardFragment[]
  headingLevel?: 2 | 3
  /** the first card's picture is the page's largest: fetched at once, not lazily */
  firstPicturePriority?: boolean
}

/**
 * Project cards, served as HTML and not hydrated, and the "Coming Soon!" notice. The grid hears the
 * cards' clicks: opening a card counts as a view of its project, a project without a page opens the
 * notice, and another site's is counted as an outbound click. Links on this site are followed as
 * every kept link is.
 */
export function ProjectGrid({ projects, headingLevel, firstPicturePriority = false }: ProjectGridProps) {
  const [comingSoon, setComingSoon] = useState<Queries.ProjectCardFragment | null>(null)
  const opened = (event: React.MouseEvent<HTMLElement>) => {
    const project = projectOpenedBy(event.target, projects)
    if (!project) return
    trackProjectView(project)
    if (isComingSoon(project.link)) setComingSoon(project)
    else if (!isInternalLink(project.link)) trackOutboundClick(project.link)
  }
  return (
    <>
      <ServerRendered as="ul" className={styles.grid} aria-label="Projects" onClick={opened}>
        {projects.map((project, index) => (
          <li key={project.slug}>
            <ProjectCard project={project} headingLevel={headingLevel} priority={firstPicturePriority && index === 0} />
          </li>
        ))}
      </ServerRendered>
      <ComingSoonModal project={comingSoon} onClose={() => setComingSoon(null)} />
    </>
  )
}
