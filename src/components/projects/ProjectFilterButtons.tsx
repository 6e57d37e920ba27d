import React from "react"
import { PROJECT_FILTERS, projectFilterLabel, type ProjectFilter } from "../../lib/project-filters"
import * as styles from "./Projects.module.css"

interface ProjectFilterButtonsProps {
  selected: ProjectFilter
  onSelect: (filter: ProjectFilter) => void
  /** home labels "all" as "Latest" */
  onHome?: boolean
}

/** All (or Latest), Tech, Books, Music: the caller decides whether a choice filters in place or navigates. */
export function ProjectFilterButtons({ selected, onSelect, onHome = false }: ProjectFilterButtonsProps) {
  return (
    <div className={styles.filters} role="group" aria-label="Filter projects">
      {PROJECT_FILTERS.map(filter => (
        <button
          key={filter}
          type="button"
          className={styles.filter}
          aria-pressed={filter === selected}
          onClick={() => onSelect(filter)}
        >
          {projectFilterLabel(filter, onHome)}
        </button>
      ))}
    </div>
  )
}
