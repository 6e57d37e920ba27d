import React, { useState, type ReactNode } from "react"
import { isHydrating, SERVER_RENDERED } from "./first-load"

export interface ServerRenderedProps {
  as?: "div" | "ul" | "li"
  className?: string
  "aria-label"?: string
  /** Clicks inside the content, which has no handlers of its own while the server's markup is kept. */
  onClick?: (event: React.MouseEvent<HTMLElement>) => void
  children: ReactNode
}

/**
 * Content with nothing to do in the browser but follow links and hear clicks, which its own
 * `onClick` handles for all of it (cards of links and pictures). On the first page load the browser
 * keeps the server's markup and never hydrates it: on a phone, hydrating a long list blocks the page
 * for hundreds of milliseconds. Reached by an in-site navigation, it renders as usual. Its content
 * must not change while it is shown: where it can (a filter in place), it is keyed by what it shows,
 * so that a change mounts a fresh one.
 */
export function ServerRendered({ as: Element = "div", children, ...attributes }: ServerRenderedProps) {
  const [kept] = useState(isHydrating)
  const marker = { [SERVER_RENDERED]: "" }
  // The empty inner HTML is never applied while hydrating, so the server's children stay.
  if (kept) return <Element {...attributes} {...marker} dangerouslySetInnerHTML={{ __html: "" }} />
  return (
    <Element {...attributes} {...marker}>
      {children}
    </Element>
  )
}
