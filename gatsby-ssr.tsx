import type { GatsbySSR } from "gatsby"

export { wrapPageElement } from "./src/wrap-page"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en", "data-theme": "dark" } as Record<string, string>)
}
