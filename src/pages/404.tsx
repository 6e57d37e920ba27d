import { type HeadFC, type PageProps } from "gatsby"
import React, { lazy, Suspense, useEffect, useState } from "react"
import { MessagePage } from "../components/layout/MessagePage"
import { useDraftAtAddress } from "../components/owner/useDraftAtAddress"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { trackNotFound } from "../browser/analytics"
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

// The article's code is loaded only when the owner's tab finds a draft here.
const OpenedDraftArticle = lazy(() => import("../components/owner/OpenedDraftArticle"))

/**
 * Any unknown address, and a draft's: a visitor cannot tell the two apart. A tab holding the
 * owner's key is shown the draft instead (src/browser/draft-addresses.ts).
 */
export default function NotFoundPage({ location }: PageProps) {
  const draft = useDraftAtAddress(location.pathname)
  useEffect(() => {
    if (draft.state === "none") trackNotFound(location.pathname)
  }, [draft.state, location.pathname])
  if (draft.state === "draft") {
    return (
      <Suspense fallback={null}>
        <OpenedDraftArticle view={draft.view} hash={location.hash} />
      </Suspense>
    )
  }
  return <NotFound />
}

function NotFound() {
  const emoji = useRotatingEmoji()
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
