import React from "react"
import { FEED_MEDIA_TYPES, languageFeedLinks, languageFeedTitle, pageLangOf } from "./feed-links"
import { languageFeedPath } from "./paths"

describe("language feeds", () => {
  it("live in the language's folder, one file per format", () => {
    expect([languageFeedPath("en"), languageFeedPath("en", "atom"), languageFeedPath("es", "json")]).toEqual(["/en/rss.xml", "/en/atom.xml", "/es/feed.json"])
  })

  it("are named by language and format, as the RSS feed always was", () => {
    expect(languageFeedTitle("en", "rss")).toBe("Riff & Code Blog (English) RSS Feed")
    expect(languageFeedTitle("es", "json")).toBe("Riff & Code Blog (Spanish) JSON Feed")
  })

  it("give a page's head the Atom and JSON feeds of its language, with their media types", () => {
    expect(languageFeedLinks("es")).toEqual([
      { format: "atom", type: "application/atom+xml", title: "Riff & Code Blog (Spanish) Atom Feed", href: "/es/atom.xml" },
      { format: "json", type: "application/feed+json", title: "Riff & Code Blog (Spanish) JSON Feed", href: "/es/feed.json" },
    ])
    expect(FEED_MEDIA_TYPES.rss).toBe("application/rss+xml")
  })
})

describe("pageLangOf", () => {
  const meta = (property: string, content: string) => <meta key={property} property={property} content={content} data-gatsby-head />
  const rss = <link key="rss" rel="alternate" type="application/rss+xml" href="/rss.xml" />

  it("reads the page's language from the og:locale its head rendered", () => {
    expect(pageLangOf([rss, meta("og:title", "T"), meta("og:locale", "es_MX")])).toBe("es")
    expect(pageLangOf([[rss], [meta("og:locale", "en_US")]])).toBe("en")
  })

  it("is English for a head without a locale or with one of another language", () => {
    expect(pageLangOf([rss, null, "text"])).toBe("en")
    expect(pageLangOf([meta("og:locale", "fr_FR")])).toBe("en")
  })
})
