import { type HeadFC } from "gatsby"
import React, { useEffect, useState } from "react"
import { SearchPanel } from "../components/search/SearchPanel"
import { SEARCH_TEXT } from "../components/search/texts"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import type { Lang } from "../lib/language"
import { SEARCH_PATH, searchAddress, searchFromAddress } from "../lib/search"
import * as page from "../styles/page.module.css"

/**
 * /search, the address a search is shared by (/search?q=escalas&lang=es). The static page is the
 * empty search in English; the address is read once the page runs, and kept up to date as the
 * reader types, so the address bar always shares what is on screen.
 */
export default function SearchPage() {
  const [asked, setAsked] = useState<{ query: string; lang: Lang | null } | null>(null)
  useEffect(() => setAsked(searchFromAddress(window.location.search)), [])
  const lang = asked?.lang ?? "en"
  return (
    <section className={page.column} aria-labelledby="search-title" lang={lang}>
      <h1 id="search-title">{SEARCH_TEXT[lang].title}</h1>
      <SearchPanel
        // Drawn anew once the address is read, starting from its words.
        key={asked ? "asked" : "static"}
        lang={lang}
        initialQuery={asked?.query}
        onQueryChange={query => window.history.replaceState(window.history.state, "", searchAddress(query, lang))}
      />
    </section>
  )
}

// A page of results for whatever a reader typed is not a page for search engines.
export const Head: HeadFC = () => <Seo title={`Search - ${site.name}`} description={`Search the articles, projects and experiments of ${site.name}.`} path={SEARCH_PATH} noindex />
