// The generated social preview of an article without a thumbnail: what it shows and where it lives.
// Node-side only (node:crypto): the build and its tests use it, pages get the path as data.
import { createHash } from "node:crypto"
import { site } from "../config/site"
import type { Lang } from "./language"

/** Raise when the picture's design changes, so every card gets a new address (and caches let go). */
const DESIGN = 1

export interface SocialCard {
  title: string
  /** the article's language, named in that language */
  language: string
  site: string
  host: string
}

const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", es: "Español" }

export function socialCardOf(article: { title: string; lang: Lang }): SocialCard {
  return { title: article.title, language: LANGUAGE_NAMES[article.lang], site: site.name, host: site.host }
}

/**
 * Where an article's card is published: named after the article (its file name) and a digest
 * of what the card shows, so a changed title gets a new address that social networks fetch anew.
 */
export function socialImagePath(article: { slug: string; title: string; lang: Lang }): string {
  const digest = createHash("sha256")
    .update(JSON.stringify([DESIGN, socialCardOf(article)]))
    .digest("hex")
    .slice(0, 10)
  return `/og/${article.slug}-${digest}.png`
}
