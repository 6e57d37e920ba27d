import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import React from "react"
import { trackOutboundClick, trackProjectView } from "../../lib/analytics"
import { isComingSoon, isInternalLink, projectFilterLabel } from "../../lib/projects"
import type { ProjectCategory } from "../../lib/paths"
import { Picture } from "../picture/Picture"
import * as styles from "./Projects.module.css"

export interface ProjectCardProject {
  slug: string
  title: string
  description: string
  link: string
  tags: readonly string[]
  category: string
  imageFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null
}

interface ProjectCardProps {
  project: ProjectCardProject
  /** a project whose link is "#" opens the "Coming Soon!" notice instead */
  onComingSoon: (project: ProjectCardProject) => void
  headingLevel?: 2 | 3
}

/**
 * One project: the whole card is its link (the title's link stretched over it). Other sites open
 * in a new tab; a link on this site stays in the tab. Each opening counts as a project view.
 */
export function ProjectCard({ project, onComingSoon, headingLevel = 3 }: ProjectCardProps) {
  const image = project.imageFile?.childImageSharp?.gatsbyImageData
  const Heading = `h${headingLevel}` as const
  const viewed = () => trackProjectView(project)
  const { link, title } = project

  let opener: React.ReactNode
  if (isComingSoon(link)) {
    opener = (
      <button
        type="button"
        className={styles.cardLink}
        onClick={() => {
          viewed()
          onComingSoon(project)
        }}
      >
        {title}
      </button>
    )
  } else if (isInternalLink(link)) {
    opener = (
      <Link to={link} className={styles.cardLink} onClick={viewed}>
        {title}
      </Link>
    )
  } else {
    opener = (
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.cardLink}
        onClick={() => {
          viewed()
          trackOutboundClick(link)
        }}
      >
        {title}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    )
  }

  return (
    <article className={styles.card}>
      {image && <Picture image={image} alt="" className={styles.cardImage} />}
      <div className={styles.cardBody}>
        <p className={styles.category}>{projectFilterLabel(project.category as ProjectCategory)}</p>
        <Heading className={styles.cardTitle}>{opener}</Heading>
        <p className={styles.description}>{project.description}</p>
        {project.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {project.tags.map(tag => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}
