// The page a person sees on opening a feed in a browser. A feed stays a plain RSS or Atom document,
// which feed readers read as ever; its `<?xml-stylesheet?>` asks a browser to show it through an
// XSLT stylesheet, one per language, that says what a feed is, how to follow it, and lists its
// articles. The stylesheet is written by an XML serializer, which escapes every text and attribute.
import xml, { type XmlObject } from "xml"
import { formatLongDateIn } from "./dates"
import { FEED_LENGTH } from "./feed-length"
import type { Lang } from "./language"
import { ARCHIVE_PATH, FEED_PAGE_STYLE_PATH } from "./paths"

/** What the page says, in the feed's language. */
export const FEED_PAGE_TEXT = {
  en: {
    kind: "Web feed",
    what: `This is the blog's feed: its ${FEED_LENGTH} latest articles, in a form feed readers follow. A feed reader checks it for you and shows each new article as it comes out, with no account and no email.`,
    howTitle: "How to subscribe",
    how: "Copy this address into your feed reader:",
    latest: "Latest articles",
    empty: "No articles here yet. Subscribe, and the first one will come to you.",
    archive: "Every article, in the archive",
  },
  es: {
    kind: "Feed web",
    what: `Este es el feed del blog: sus ${FEED_LENGTH} artículos más recientes, en un formato que siguen los lectores de feeds. Tu lector lo revisa por ti y te muestra cada artículo nuevo en cuanto se publica, sin cuentas ni correos.`,
    howTitle: "Cómo suscribirte",
    how: "Copia esta dirección en tu lector de feeds:",
    latest: "Artículos recientes",
    empty: "Aún no hay artículos aquí. Suscríbete y el primero te llegará.",
    archive: "Todos los artículos, en el archivo",
  },
} as const satisfies Record<Lang, unknown>

const XSL_NS = "http://www.w3.org/1999/XSL/Transform"
const ATOM_NS = "http://www.w3.org/2005/Atom"

type Child = XmlObject | string

/** An element: `el("p", { class: "x" }, "text", el("b", {}, "bold"))`. */
const el = (name: string, attributes: Record<string, string>, ...children: Child[]): XmlObject => ({
  [name]: Object.keys(attributes).length ? [{ _attr: attributes }, ...children] : children.length ? children : "",
})
const valueOf = (select: string): XmlObject => el("xsl:value-of", { select })
const text = (value: string): XmlObject => el("xsl:text", {}, value)

// What each format calls the parts the page shows; `|` takes whichever the document has.
const FEED = {
  title: "rss/channel/title | atom:feed/atom:title",
  description: "rss/channel/description | atom:feed/atom:subtitle",
  address: "rss/channel/atom:link[@rel='self']/@href | atom:feed/atom:link[@rel='self']/@href",
  entries: "rss/channel/item | atom:feed/atom:entry",
}

/**
 * A link whose address the document gives, made only for an http(s) address: whatever a feed holds,
 * the page links nowhere else.
 */
const webLink = (select: string, ...children: Child[]): XmlObject[] => [
  el("xsl:variable", { name: "href", select }),
  el(
    "a",
    {},
    el("xsl:if", { test: "starts-with($href, 'https://') or starts-with($href, 'http://')" }, el("xsl:attribute", { name: "href" }, valueOf("$href"))),
    ...children,
  ),
]

/**
 * The long date of the site's pages (src/lib/dates.ts), one branch per month: the date each month's
 * 15th of 2000 is written as, its day and year then taken from the feed.
 */
function dateTemplate(lang: Lang): XmlObject {
  const months = Array.from({ length: 12 }, (_, index) => {
    const sample = formatLongDateIn(`2000-${String(index + 1).padStart(2, "0")}-15`, lang)
    const parts = sample.split(/(15|2000)/).filter(Boolean).map(part => (part === "15" ? valueOf("number($day)") : part === "2000" ? valueOf("$year") : text(part)))
    return el("xsl:when", { test: `$month = ${index + 1}` }, ...parts)
  })
  return el(
    "xsl:template",
    { name: "date" },
    el("xsl:param", { name: "year" }),
    el("xsl:param", { name: "month" }),
    el("xsl:param", { name: "day" }),
    el("time", { datetime: "{$year}-{format-number($month, '00')}-{$day}" }, el("xsl:choose", {}, ...months)),
  )
}

const date = (year: string, month: string, day: string): XmlObject =>
  el(
    "xsl:call-template",
    { name: "date" },
    el("xsl:with-param", { name: "year", select: year }),
    el("xsl:with-param", { name: "month", select: month }),
    el("xsl:with-param", { name: "day", select: day }),
  )

/** One article of the list, from an RSS item or an Atom entry. */
const entryTemplate = (match: string, fields: { link: string; title: string; summary: string }, dated: XmlObject): XmlObject =>
  el(
    "xsl:template",
    { match },
    el(
      "li",
      {},
      el("h3", {}, ...webLink(fields.link, valueOf(fields.title))),
      dated,
      el("xsl:if", { test: `normalize-space(${fields.summary})` }, el("p", {}, valueOf(fields.summary))),
    ),
  )

// RSS dates an item as RFC 822 ("Fri, 30 May 2025 00:00:00 GMT"); Atom as RFC 3339 ("2025-05-30T00:00:00Z").
const RSS_MONTHS = "'JanFebMarAprMayJunJulAugSepOctNovDec'"
const rssDate = date("substring(pubDate, 13, 4)", `string-length(substring-before(${RSS_MONTHS}, substring(pubDate, 9, 3))) div 3 + 1`, "substring(pubDate, 6, 2)")
const atomDate = date("substring(atom:published, 1, 4)", "number(substring(atom:published, 6, 2))", "substring(atom:published, 9, 2)")

/** The XSLT 1.0 stylesheet that shows an RSS or Atom feed as a page in `lang`, styled by FEED_PAGE_STYLE_PATH. */
export function feedStylesheet(lang: Lang): string {
  const copy = FEED_PAGE_TEXT[lang]
  const page = el(
    "html",
    { lang },
    el(
      "head",
      {},
      el("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      el("title", {}, valueOf(FEED.title)),
      el("link", { rel: "stylesheet", href: FEED_PAGE_STYLE_PATH }),
    ),
    el(
      "body",
      {},
      el(
        "main",
        {},
        el(
          "header",
          {},
          el("p", { class: "kind" }, copy.kind),
          el("h1", {}, valueOf(FEED.title)),
          el("p", { class: "description" }, valueOf(FEED.description)),
        ),
        el(
          "section",
          { class: "subscribe", "aria-labelledby": "subscribe" },
          el("h2", { id: "subscribe" }, copy.howTitle),
          el("p", {}, copy.what),
          el("p", {}, copy.how),
          el("p", { class: "address" }, el("code", {}, valueOf(FEED.address))),
        ),
        el(
          "section",
          { "aria-labelledby": "latest" },
          el("h2", { id: "latest" }, copy.latest),
          el("xsl:choose", {}, el("xsl:when", { test: FEED.entries }, el("ol", { class: "articles" }, el("xsl:apply-templates", { select: FEED.entries }))), el("xsl:otherwise", {}, el("p", {}, copy.empty))),
          el("p", {}, el("a", { href: ARCHIVE_PATH }, copy.archive)),
        ),
      ),
    ),
  )
  const stylesheet = el(
    "xsl:stylesheet",
    { version: "1.0", "xmlns:xsl": XSL_NS, "xmlns:atom": ATOM_NS, "exclude-result-prefixes": "atom" },
    el("xsl:output", { method: "html", encoding: "UTF-8", "doctype-system": "about:legacy-compat" }),
    el("xsl:template", { match: "/" }, page),
    entryTemplate("item", { link: "link", title: "title", summary: "description" }, rssDate),
    entryTemplate("atom:entry", { link: "atom:link[@rel='alternate']/@href", title: "atom:title", summary: "atom:summary" }, atomDate),
    dateTemplate(lang),
  )
  return `${xml(stylesheet, { declaration: true })}\n`
}

/** The declaration the RSS and Atom writers open every feed with. */
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'

/**
 * A feed document that asks a browser to show it through the stylesheet at `href` (a path of the
 * site's): the instruction goes right after the XML declaration, where it must come, and nowhere
 * else; a feed reader skips it. Throws on a document that does not open with the declaration.
 */
export function withStylesheet(document: string, href: string): string {
  if (!/^\/(?!\/)[\w./-]+\.xsl$/.test(href)) throw new Error(`not a stylesheet of the site's: ${JSON.stringify(href)}`)
  if (!document.startsWith(XML_DECLARATION)) throw new Error(`a feed must open with ${XML_DECLARATION}, not ${JSON.stringify(document.slice(0, 40))}`)
  return `${XML_DECLARATION}<?xml-stylesheet type="text/xsl" href="${href}"?>${document.slice(XML_DECLARATION.length)}`
}
