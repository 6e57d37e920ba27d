import { Link } from "gatsby"
import React, { useState } from "react"
import { projectsPath } from "../../lib/paths"
import { filterProjects, hasMoreThanHomeList, HOME_LIST_SIZE, type ProjectFilter } from "../../lib/projects"
import { ComingSoonModal } from "../projects/ComingSoonModal"
import { ProjectCard } from "../projects/ProjectCard"
import { ProjectFilterButtons } from "../projects/ProjectFilterButtons"
import * as projectStyles from "../projects/Projects.module.css"
import * as styles from "./Home.module.css"

/** The projects shown on home; the filter buttons filter in place. */
export function RecentProjects({ projects }: { projects: readonly Queries.ProjectCardFragment[] }) {
  const [filter, setFilter] = useState<ProjectFilter>("all")
  const [comingSoon, setComingSoon] = useState<Queries.ProjectCardFragment | null>(null)
  const shown = filterProjects(projects, filter)
  return (
    <section className={styles.section} aria-labelledby="recent-projects">
      <h2 id="recent-projects" className={styles.sectionTitle}>
        Recent Projects
      </h2>
      <ProjectFilterButtons selected={filter} onSelect={setFilter} onHome />
      <ul className={projectStyles.grid} aria-label="Projects">
        {shown.slice(0, HOME_LIST_SIZE).map(project => (
          <li key={project.slug}>
            <ProjectCard project={project} onComingSoon={setComingSoon} />
          </li>
        ))}
      </ul>
      {hasMoreThanHomeList(shown.length) && (
        <p className={styles.viewAll}>
          <Link to={projectsPath()}>View All Projects</Link>
        </p>
      )}
      <ComingSoonModal project={comingSoon} onClose={() => setComingSoon(null)} />
    </section>
  )
}
