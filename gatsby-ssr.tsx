import type { GatsbySSR } from "gatsby"
import React from "react"
import { FEED_MEDIA_TYPES, languageFeedLinks, pageLangOf } from "./src/lib/feed-links"
import { MAIN_CONTENT_ID } from "./src/lib/main-content"
import { consentScript, measurementId } from "./src/lib/gtag-setup"
import { DEFAULT_THEME, themeInitScript } from "./src/lib/theme"

export { wrapPageElement } from "./src/wrap-page"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en", "data-theme": DEFAULT_THEME } as Record<string, string>)
  setHeadComponents([
    // Blocking on purpose: it sets the saved theme before the body is parsed, so nothing flashes.
    <script key="theme" dangerouslySetInnerHTML={{ __html: themeInitScript() }} />,
    // Nothing is painted before the parser reaches the page's main content: on a slow phone, a long
    // page painted sooner showed its header in pieces, which moved as the rest arrived. Chromium,
    // the one browser that reads it, ends the block at the element's start tag, not its end tag.
    <link key="expect-main" rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />,
    // Named so browsers do not ask for a /favicon.ico that is not there.
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // The consent defaults go before the Google tag, which the plugin puts at the end of the body.
    ...(measurementId() ? [<script key="gtag-consent" dangerouslySetInnerHTML={{ __html: consentScript() }} />] : []),
  ])
}

/**
 * Links the Atom and JSON feeds of the page's language right after the RSS feeds gatsby-plugin-feed
 * links. Written into the HTML here rather than by the Seo component, so no page's JavaScript
 * carries them: the browser's head manager only replaces what a page's `Head` rendered.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents() as React.ReactNode[]
  const feeds = languageFeedLinks(pageLangOf(head)).map(feed => <link key={`feed-${feed.format}`} rel="alternate" type={feed.type} title={feed.title} href={feed.href} />)
  const isRss = (element: React.ReactNode) => React.isValidElement<{ type?: string }>(element) && element.type === "link" && element.props.type === FEED_MEDIA_TYPES.rss
  const after = head.findLastIndex(isRss) + 1
  replaceHeadComponents([...head.slice(0, after), ...feeds, ...head.slice(after)])
}
