/** Makes the site-relative addresses in rendered HTML absolute, as feed readers need. */
export function absolutizeHtml(html: string, siteUrl: string): string {
  const origin = siteUrl.replace(/\/$/, "")
  return html
    .replace(/(\s(?:href|src|poster)=")\/(?!\/)/g, `$1${origin}/`)
    .replace(/(\ssrcset=")([^"]*)"/g, (_, attr: string, list: string) =>
      `${attr}${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${origin}/`)}"`,
    )
}

/**
 * Code blocks as plain text: the build highlights code with spans that only the site's stylesheet
 * colours, so a feed carries the code without them (the block and its language's name stay).
 */
export function plainCode(html: string): string {
  return html.replace(/<pre\b[^>]*>[\s\S]*?<\/pre>/g, block => block.replace(/<\/?span\b[^>]*>/g, ""))
}

export interface FeedArticle {
  title: string
  date: string
  excerpt: string | null
  path: string
  html: string | null
  tags: readonly string[]
  lang: string
}

export interface FeedItem {
  title: string
  description: string
  date: string
  url: string
  guid: string
  categories: string[]
  custom_elements: Array<Record<string, string>>
}

/** One RSS item with absolute links and the article's full content, its headings' anchors kept and its code plain. */
export function feedItem(article: FeedArticle, siteUrl: string): FeedItem {
  const url = new URL(article.path, siteUrl).toString()
  return {
    title: article.title,
    description: article.excerpt ?? "",
    date: article.date,
    url,
    guid: url,
    categories: [...article.tags],
    custom_elements: [{ "content:encoded": absolutizeHtml(plainCode(article.html ?? ""), siteUrl) }],
  }
}

/**
 * A feed whose lastBuildDate is its newest item's date, or absent when it has none. The feed
 * library stamps the time of the build, so every build would rewrite every feed, changed or not.
 */
export function steadyBuildDate(xml: string): string {
  const itemDates = [...xml.matchAll(/<item>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g)].map(match => match[1])
  const newest = itemDates.reduce<string | undefined>((latest, date) => (latest === undefined || Date.parse(date) > Date.parse(latest) ? date : latest), undefined)
  return xml.replace(/<lastBuildDate>[^<]*<\/lastBuildDate>/, newest === undefined ? "" : `<lastBuildDate>${newest}</lastBuildDate>`)
}
