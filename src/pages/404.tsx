import { type HeadFC, type PageProps } from "gatsby"
import React, { useEffect, useState } from "react"
import { MessagePage } from "../components/layout/MessagePage"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { trackNotFound } from "../lib/analytics"
import * as styles from "../components/not-found/NotFound.module.css"

const EMOJI = ["🎸", "🤘", "🥁", "🎤"] as const
const EMOJI_INTERVAL_MS = 500

const STAGE = String.raw`
    *        .       *        .      *
  _____________________________________
 |[###]                           [###]|
 |[###]    o          \o/         [###]|
 |[###]   /|\_/|       |          [###]|
 |[###]   / \         / \         [###]|
 |_____________________________________|
   \o/  \o/  o/   \o  \o/  o   \o/  \o/
    |    |  /|     |\  |  /|\   |    |
`

/** The emoji shown: the first of four, then the next every 500 ms unless the visitor prefers less motion. */
function useRotatingEmoji(): string {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return
    const timer = setInterval(() => setIndex(current => (current + 1) % EMOJI.length), EMOJI_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [])
  return EMOJI[index]
}

export default function NotFoundPage({ location }: PageProps) {
  const emoji = useRotatingEmoji()
  useEffect(() => {
    trackNotFound(location.pathname)
  }, [location.pathname])
  return (
    <MessagePage
      titleId="not-found-title"
      title="404 - Lost in the Mosh Pit!"
      lead="Page Not Found"
      above={
        <p className={styles.emoji} aria-hidden="true">
          {emoji}
        </p>
      }
    >
      <pre className={styles.stage} role="img" aria-label="A drawing of a concert stage: two speaker stacks, a guitarist and a singer, and a crowd with their hands up.">
        {STAGE}
      </pre>
    </MessagePage>
  )
}

export const Head: HeadFC = ({ location }) => <Seo title={`404 - Lost in the Mosh Pit! - ${site.name}`} path={location.pathname} noindex />
