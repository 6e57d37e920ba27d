import { MDXProvider } from "@mdx-js/react"
import type { HeadFC, PageProps } from "gatsby"
import React from "react"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { MEDIA_PLAYER_DOCS_PATH } from "../lib/paths"
import * as styles from "./media-player-docs.module.css"

export const DOCS_TITLE = "MediaPlayer React Component"

// Code blocks scroll sideways on narrow screens, so keyboard users must be able to focus them.
const components = { pre: (props: React.ComponentProps<"pre">) => <pre tabIndex={0} {...props} /> }

/** /development/media-player-react: the MDX documentation (content/docs/media-player-react.mdx) in the site's frame. */
export default function MediaPlayerDocsPage({ children }: PageProps) {
  return (
    <article className={styles.docs}>
      <MDXProvider components={components}>{children}</MDXProvider>
    </article>
  )
}

export const Head: HeadFC = () => (
  <Seo
    title={`${DOCS_TITLE} - ${site.name}`}
    description="How to embed the media player component: layouts, props, direct links, multi-playlist behaviour and a live demo."
    path={MEDIA_PLAYER_DOCS_PATH}
    noindex
  />
)
