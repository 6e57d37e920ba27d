import type { GatsbySSR } from "gatsby"
import React from "react"
import { consentScript, measurementId } from "./src/lib/gtag-setup"
import { DEFAULT_THEME, themeInitScript } from "./src/lib/theme"

export { wrapPageElement } from "./src/wrap-page"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en", "data-theme": DEFAULT_THEME } as Record<string, string>)
  setHeadComponents([
    // Blocking on purpose: it sets the saved theme before the body is parsed, so nothing flashes.
    <script key="theme" dangerouslySetInnerHTML={{ __html: themeInitScript() }} />,
    // Named so browsers do not ask for a /favicon.ico that is not there.
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // The consent defaults go before the Google tag, which the plugin puts at the end of the body.
    ...(measurementId() ? [<script key="gtag-consent" dangerouslySetInnerHTML={{ __html: consentScript() }} />] : []),
  ])
}
