import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import React from "react"
import { Picture } from "../picture/Picture"
import * as styles from "./Experiments.module.css"

export interface ExperimentCardData {
  title: string
  description: string
  path: string
  status: string
  thumbnailImage: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null
}

export function ExperimentCard({ experiment }: { experiment: ExperimentCardData }) {
  const image = experiment.thumbnailImage?.childImageSharp?.gatsbyImageData
  return (
    <article className={styles.card}>
      {image && <Picture image={image} alt="" className={styles.thumbnail} />}
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
