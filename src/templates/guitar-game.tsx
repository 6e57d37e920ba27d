import { Link, type HeadFC } from "gatsby"
import React from "react"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { GuitarGame } from "../features/guitar-game/GuitarGame"
import * as styles from "../features/guitar-game/GuitarGamePage.module.css"
import { EXPERIMENTS_PATH, guitarGamePath } from "../lib/paths"

const TITLE = `Guitar Hero ${site.product}`
const DESCRIPTION = "Fire notes from your guitar at the amps rushing in. Arrow keys move, space shoots, R restarts."

/** The game's page; its path comes from the site configuration, so gatsby/pages creates it. */
export default function GuitarGamePage() {
  return (
    <article className={styles.page}>
      <header className={styles.header} data-pagefind-body="">
        <Link to={EXPERIMENTS_PATH} className={styles.back} data-pagefind-ignore="">
          ← Back to experiments
        </Link>
        <h1>{TITLE}</h1>
        <p className={styles.lead}>Shoot the amps before they reach you. Normal amps are worth 10 points, the fast orange ones 20.</p>
      </header>
      <GuitarGame title={TITLE} />
    </article>
  )
}

export const Head: HeadFC = () => <Seo title={`${TITLE} - ${site.name}`} description={DESCRIPTION} path={guitarGamePath} />
