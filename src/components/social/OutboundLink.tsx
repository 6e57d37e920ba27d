import React from "react"
import { trackOutboundClick } from "../../browser/analytics"

type OutboundLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { href: string }

/** A link to another site: opens in a new tab, says so to screen readers, and records the click. */
export function OutboundLink({ href, children, onClick, ...rest }: OutboundLinkProps) {
  return (
    <a
      {...rest}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={event => {
        onClick?.(event)
        trackOutboundClick(href)
      }}
    >
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
