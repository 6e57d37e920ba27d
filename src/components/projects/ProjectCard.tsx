import { graphql, Link } from "gatsby"
import React from "react"
import { isComingSoon, isInternalLink, PROJECT_OPENER, projectFilterLabel } from "../../lib/project-filters"
import { Picture } from "../picture/Picture"
import * as styles from "./Projects.module.css"

/** What a project's card shows, on the home page and the projects pages. */
export const projectCardFragment = graphql`
  fragment ProjectCard on Project {
    slug
    title
    description
    link
    tags
    category
    order
    imageFile {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.5, outputPixelDensities: [1, 2])
      }
    }
  }
`

interface ProjectCardProps {
  project: Queries.ProjectCardFragment
  headingLevel?: 2 | 3
  /** the first card of a page, whose picture is the page's largest: fetched at once, not lazily */
  priority?: boolean
}

/**
 * One project: the whole card is its link (the title's link stretched over it). Other sites open
 * in a new tab; a link on this site stays in the tab; a project without a page has a button. The
 * opener is marked with the project, for the grid that hears its clicks (ProjectGrid).
 */
export function ProjectCard({ project, headingLevel = 3, priority = false }: ProjectCardProps) {
  const image = project.imageFile?.childImageSharp?.gatsbyImageData
  const Heading = `h${headingLevel}` as const
  const { link, title } = project
  const openerProps = { [PROJECT_OPENER]: project.slug, className: styles.cardLink }

  let opener: React.ReactNode
  if (isComingSoon(link)) {
    opener = (
      <button type="button" {...openerProps}>
        {title}
      </button>
    )
  } else if (isInternalLink(link)) {
    opener = (
      <Link to={link} {...openerProps}>
        {title}
      </Link>
    )
  } else {
    opener = (
      <a href={link} target="_blank" rel="noopener noreferrer" {...openerProps}>
        {title}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    )
  }

  return (
    <article className={styles.card}>
      {image && <Picture image={image} alt="" className={styles.cardImage} priority={priority} />}
      <div className={styles.cardBody}>
        <p className={styles.category}>{projectFilterLabel(project.category)}</p>
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
