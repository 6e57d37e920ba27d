import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { ExperimentCard } from "../components/experiments/ExperimentCard"
import * as styles from "../components/experiments/Experiments.module.css"
import { Seo } from "../components/seo/Seo"
import { ServerRendered } from "../components/server-rendered/ServerRendered"
import { site } from "../config/site"
import { EXPERIMENTS_PATH } from "../lib/paths"
import * as page from "../styles/page.module.css"

export const query = graphql`
  query ExperimentsPage {
    allExperiment(sort: { position: ASC }) {
      nodes {
        ...ExperimentCard
      }
    }
  }
`

const DESCRIPTION = "Small things I built to play with: a Stoic start page, a guitar shooter and a media player."

export default function ExperimentsPage({ data }: PageProps<Queries.ExperimentsPageQuery>) {
  return (
    <>
      <header className={styles.intro} data-pagefind-body="">
        <h1>Experiments</h1>
        <p className={page.intro}>{DESCRIPTION}</p>
      </header>
      <ServerRendered as="ul" className={styles.grid} aria-label="Experiments">
        {data.allExperiment.nodes.map((experiment, index) => (
          <li key={experiment.id}>
            <ExperimentCard experiment={experiment} priority={index === 0} />
          </li>
        ))}
      </ServerRendered>
    </>
  )
}

export const Head: HeadFC = () => <Seo title={`Experiments - ${site.name}`} description={DESCRIPTION} path={EXPERIMENTS_PATH} />
