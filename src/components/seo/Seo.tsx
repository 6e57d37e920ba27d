import React from "react"
import { site } from "../../config/site"
import type { Lang } from "../../lib/language"
import { hreflangAlternates, type LanguageVersion } from "../../lib/article-versions"
import { absoluteUrl } from "../../lib/paths"

export interface SeoProps {
  /** the whole document title */
  title: string
  description?: string | null
  /** the canonical path of the page */
  path: string
  lang?: Lang
  image?: string | null
  type?: "website" | "article"
  noindex?: boolean
  /** the same content in each language, the first being the original (hreflang alternates) */
  versions?: readonly LanguageVersion[]
  /** structured data objects, each rendered as its own JSON-LD script */
  jsonLd?: ReadonlyArray<Record<string, unknown>>
  children?: React.ReactNode
}

// "</script>" inside a string would close the element early.
const safeJson = (data: unknown): string => JSON.stringify(data).replace(/</g, "\\u003c")

/** Everything a page puts in its head; every page's `Head` export renders one. */
export function Seo({ title, description, path, lang = "en", image, type = "website", noindex, versions = [], jsonLd = [], children }: SeoProps) {
  const text = description ?? site.description
  const canonical = absoluteUrl(path)
  const imageUrl = image ? absoluteUrl(image) : undefined
  return (
    <>
      {/* The page's language is the search index's language filter (gatsby/search-index.ts). */}
      <html lang={lang} data-pagefind-filter="lang[lang]" />
      <title>{title}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {hreflangAlternates(versions).map(alternate => (
        <link key={alternate.lang} rel="alternate" hrefLang={alternate.lang} href={absoluteUrl(alternate.path)} />
      ))}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={lang === "es" ? "es_MX" : "en_US"} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(data) }} />
      ))}
      {children}
    </>
  )
}
