import React from "react"

/**
 * What the site's components import from Gatsby, in the CMS's preview, where there is no Gatsby
 * router and no GraphQL layer: Link is a plain link, which the preview frame opens in a new tab
 * (Decap gives the frame `<base target="_blank">`), and a component's query fragment is inert.
 */
export function Link({ to, ...link }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} {...link} />
}

export const graphql = (): undefined => undefined
