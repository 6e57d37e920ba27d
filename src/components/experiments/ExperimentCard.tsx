import { graphql, Link } from "gatsby"
import React from "react"
import { Picture } from "../picture/Picture"
import * as styles from "./Experiments.module.css"

/** What an experiment's card on /experiments shows. */
export const experimentCardFragment = graphql`
  fragment ExperimentCard on Experiment {
    id
    title
    description
    path
    status
    thumbnailImage {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.7778, outputPixelDensities: [1, 2])
      }
    }
  }
`

/** `priority`: the first card of the page, whose picture is the page's largest, is fetched at once, not lazily. */
export function ExperimentCard({ experiment, priority = false }: { experiment: Queries.ExperimentCardFragment; priority?: boolean }) {
  const image = experiment.thumbnailImage?.childImageSharp?.gatsbyImageData
  return (
    <article className={styles.card}>
      {image && <Picture image={image} alt="" className={styles.thumbnail} priority={priority} />}
      <div className={styles.body}>
        <p className={styles.status}>{experiment.status}</p>
        <h2 className={styles.title}>
          {/* The link covers the whole card, so the card is one target for pointer and keyboard. */}
          <Link to={experiment.path} className={styles.link}>
            {experiment.title}
          </Link>
        </h2>
        <p className={styles.description}>{experiment.description}</p>
        <p className={styles.path}>
          <code>{experiment.path}</code>
        </p>
      </div>
    </article>
  )
}
