import React, { type ReactElement, type ReactNode } from "react"
import { onPreRenderHTML } from "./gatsby-ssr"

type Link = ReactElement<{ rel?: string; type?: string; href?: string; title?: string }>

/** Runs the hook on a head as Gatsby hands it over: the plugins' components, then the page's Head. */
function headAfter(head: ReactNode[]): Link[] {
  let replaced: ReactNode[] = head
  const hook = onPreRenderHTML as (args: { getHeadComponents: () => ReactNode[]; replaceHeadComponents: (components: ReactNode[]) => void }) => void
  hook({ getHeadComponents: () => head, replaceHeadComponents: components => (replaced = components) })
  return replaced as Link[]
}

const rss = (href: string) => <link key={href} rel="alternate" type="application/rss+xml" href={href} />
const theme = <script key="theme" />
const locale = (content: string) => <meta key="locale" property="og:locale" content={content} data-gatsby-head />

describe("onPreRenderHTML", () => {
  it("links the Atom and JSON feeds of the page's language right after the RSS feeds", () => {
    const head = headAfter([theme, rss("/rss.xml"), rss("/en/rss.xml"), rss("/es/rss.xml"), <title key="title">T</title>, locale("es_MX")])
    expect(head.map(element => element.props.href ?? element.type)).toEqual(["script", "/rss.xml", "/en/rss.xml", "/es/rss.xml", "/es/atom.xml", "/es/feed.json", "title", "meta"])
    expect(head.slice(4, 6).map(link => [link.props.rel, link.props.type, link.props.title])).toEqual([
      ["alternate", "application/atom+xml", "Riff & Code Blog (Spanish) Atom Feed"],
      ["alternate", "application/feed+json", "Riff & Code Blog (Spanish) JSON Feed"],
    ])
  })

  it("links the English ones on an English page", () => {
    const head = headAfter([rss("/rss.xml"), locale("en_US")])
    expect(head.map(element => element.props.href).filter(Boolean)).toEqual(["/rss.xml", "/en/atom.xml", "/en/feed.json"])
  })
})
