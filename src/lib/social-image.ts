// The generated social preview of an article without a thumbnail: what it shows and where it lives.
// Node-side only (node:crypto): the build and its tests use it, pages get the path as data.
import { createHash } from "node:crypto"
import { site } from "../config/site"
import { SOCIAL_IMAGE } from "./card-picture"
import { OWN_NAMES, type Lang } from "./language"

/** Raise when the picture's design changes, so every card gets a new address (and caches let go). */
const DESIGN = 1

export interface SocialCard {
  title: string
  /** the article's language, named in that language */
  language: string
  site: string
  host: string
}

export function socialCardOf(article: { title: string; lang: Lang }): SocialCard {
  return { title: article.title, language: OWN_NAMES[article.lang], site: site.name, host: site.host }
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

/** What sharp's metadata tells of an editor's picture. */
export interface PictureFacts {
  format?: string
  width?: number
  height?: number
  exif?: unknown
  xmp?: unknown
  iptc?: unknown
}

/** The formats every network that reads Open Graph shows. */
const SHARED_FORMATS = new Set(["jpeg", "png"])

/**
 * Whether an article's thumbnail is shared as the editor's own file: already a social image's size,
 * in a format every network shows, and carrying no metadata (a camera's EXIF can say where and when
 * a photo was taken; re-encoding drops it). Anything else is shared as a re-encoded copy.
 */
export function sharedAsIs(picture: PictureFacts): boolean {
  return (
    SHARED_FORMATS.has(picture.format ?? "") &&
    picture.width === SOCIAL_IMAGE.width &&
    picture.height === SOCIAL_IMAGE.height &&
    !picture.exif &&
    !picture.xmp &&
    !picture.iptc
  )
}
