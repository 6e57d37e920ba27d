import type { SocialLink } from "../config/profiles"
import { site } from "../config/site"
import { absoluteUrl, BLOG_PATH } from "./paths"

export interface OtherVersion {
  title: string
  path: string
  lang: string
}

export interface PostingInput {
  title: string
  description: string | null
  path: string
  image: string | null
  date: string
  /** the day of its last revision, when it names one */
  updated?: string | null
  lang: string
  tags: readonly string[]
  /** on a translation: the original it was made from */
  translationOf?: OtherVersion | null
  /** on an original: its translation */
  translation?: OtherVersion | null
}

const versionOf = (version: OtherVersion) => ({
  "@type": "BlogPosting",
  headline: version.title,
  url: absoluteUrl(version.path),
  inLanguage: version.lang,
})

/** Home > Blog > article. */
export function breadcrumbList(title: string, path: string): Record<string, unknown> {
  const items = [
    { name: "Home", path: "/" },
    { name: "Blog", path: BLOG_PATH },
    { name: title, path },
  ]
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: absoluteUrl(item.path) })),
  }
}

export function blogPosting(post: PostingInput): Record<string, unknown> {
  const author = { "@type": "Person", name: site.author, url: site.url }
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description ?? site.description,
    ...(post.image ? { image: absoluteUrl(post.image) } : {}),
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author,
    publisher: { "@type": "Organization", name: site.name, url: site.url },
    inLanguage: post.lang,
    keywords: post.tags.join(", "),
    mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(post.path) },
    url: absoluteUrl(post.path),
    ...(post.translationOf ? { translationOfWork: versionOf(post.translationOf) } : {}),
    ...(post.translation ? { workTranslation: versionOf(post.translation) } : {}),
  }
}

/**
 * The home page's description of the site and its author, with the author's profiles. They are
 * handed in, not imported here, so that every article's copy of this module does not carry them.
 */
export function homeStructuredData(image: string | null, profiles: readonly SocialLink[]): Array<Record<string, unknown>> {
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: site.name,
      url: site.url,
      description: site.description,
      inLanguage: ["en", "es"],
    },
    {
      "@context": "https://schema.org",
      "@type": "Person",
      name: site.author,
      url: site.url,
      ...(image ? { image: absoluteUrl(image) } : {}),
      sameAs: profiles.map(profile => profile.url),
    },
  ]
}
