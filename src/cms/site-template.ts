import type { ReactElement } from "react"
import { createRoot, type Root } from "react-dom/client"
import type { DecapWindow, PreviewProps } from "./decap"

interface SiteTemplate {
  root: Root | null
  paint(): void
}

/**
 * A Decap preview template that renders with the site's own React. Decap bundles its own React
 * and exposes only its createElement, so the site's components (hooks included) cannot run in its
 * tree: Decap's template renders an empty element in the preview frame, and the site's React
 * renders into it whenever the entry changes.
 */
export function siteTemplate(decap: DecapWindow, render: (props: PreviewProps) => ReactElement): unknown {
  return decap.createClass<SiteTemplate>({
    componentDidMount() {
      this.paint()
    },
    componentDidUpdate() {
      this.paint()
    },
    componentWillUnmount() {
      this.root?.unmount()
      this.root = null
    },
    paint() {
      this.root?.render(render(this.props))
    },
    render() {
      return decap.h("div", {
        ref: (element: HTMLElement | null) => {
          if (element && !this.root) this.root = createRoot(element)
        },
      })
    },
  })
}
