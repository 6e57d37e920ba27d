import React from "react"

/**
 * Gatsby's Link in the CMS's preview, where there is no Gatsby router: a plain link, which the
 * preview frame opens in a new tab (Decap gives the frame `<base target="_blank">`).
 */
export function Link({ to, ...link }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} {...link} />
}
