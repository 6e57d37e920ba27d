import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import React from "react"
import { site } from "../../config/site"
import { heroTitle, PICK_ON_LOAD } from "../../lib/hero"
import { Picture } from "../picture/Picture"
import { useServerMarkup } from "../server-rendered/useServerMarkup"
import { SocialLinks } from "../social/SocialLinks"
import { SteadyText } from "../steady-text/SteadyText"
import { useCurrentYear } from "../useCurrentYear"
import * as styles from "./Home.module.css"
import { useHeroRotation } from "./useHeroRotation"

export interface HeroProps {
  taglines: readonly string[]
  descriptions: ReadonlyArray<{ text: string; label: string }>
  portrait: IGatsbyImageData | null
  buildYear: number
  random?: () => number
}

const HERO_TEXT_ID = "hero-text"

export function Hero({ taglines, descriptions, portrait, buildYear, random }: HeroProps) {
  const year = useCurrentYear(buildYear)
  const serverMarkup = useServerMarkup()
  const shown = useHeroRotation(() => document.getElementById(HERO_TEXT_ID), taglines.length, descriptions.length, random)
  const titles = taglines.map(tagline => heroTitle(tagline, year))
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {portrait && <Picture image={portrait} alt={`Portrait of ${site.author}`} className={styles.portrait} priority />}
      <div className={styles.heroText} id={HERO_TEXT_ID}>
        <h1 id="hero-title" className={styles.heroTitle}>
          <SteadyText text={titles[shown.tagline] ?? ""} variants={titles} pickOnLoad />
        </h1>
        <p className={styles.heroSubtitle}>
          <SteadyText text={descriptions[shown.description]?.text ?? ""} variants={descriptions.map(description => description.text)} pickOnLoad />
        </p>
        {/* Picks the tagline and description before the hero is first drawn. After a navigation the hero picks on mount. */}
        {serverMarkup && <script dangerouslySetInnerHTML={{ __html: PICK_ON_LOAD }} />}
        <p className={styles.heroButtons}>
          <Link to="/about" className={styles.primaryButton}>
            Get to know me
          </Link>
          <Link to="/now" className={styles.secondaryButton}>
            Now
          </Link>
        </p>
        <SocialLinks className={styles.social} linkClassName={styles.socialLink} label="Profiles" />
      </div>
    </section>
  )
}
