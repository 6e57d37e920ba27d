import { Link } from "gatsby"
import React, { useState } from "react"
import { projectsPath } from "../../lib/paths"
import { filterProjects, hasMoreThanHomeList, HOME_LIST_SIZE, type ProjectFilter } from "../../lib/project-filters"
import { ProjectFilterButtons } from "../projects/ProjectFilterButtons"
import { ProjectGrid } from "../projects/ProjectGrid"
import * as styles from "./Home.module.css"

/** The projects shown on home; the filter buttons filter in place. */
export function RecentProjects({ projects }: { projects: readonly Queries.ProjectCardFragment[] }) {
  const [filter, setFilter] = useState<ProjectFilter>("all")
  const shown = filterProjects(projects, filter)
  return (
    <section className={styles.section} aria-labelledby="recent-projects">
      <h2 id="recent-projects" className={styles.sectionTitle}>
        Recent Projects
      </h2>
      <ProjectFilterButtons selected={filter} onSelect={setFilter} onHome />
      {/* Keyed by the filter: the cards it shows are kept as served until the filter changes. */}
      <ProjectGrid key={filter} projects={shown.slice(0, HOME_LIST_SIZE)} />
      {hasMoreThanHomeList(shown.length) && (
        <p className={styles.viewAll}>
          <Link to={projectsPath()}>View All Projects</Link>
        </p>
      )}
    </section>
  )
}
