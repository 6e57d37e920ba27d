import type { Lang } from "./language"

/** What the sharing block says, in each of the site's languages. */
export const SHARE_TEXT = {
  en: {
    heading: "Share this article",
    share: "Share",
    copy: "Copy link",
    copied: "Link copied",
    failed: "The link could not be copied",
    email: "Email",
    newTab: " (opens in a new tab)",
  },
  es: {
    heading: "Comparte este artículo",
    share: "Compartir",
    copy: "Copiar enlace",
    copied: "Enlace copiado",
    failed: "El enlace no se pudo copiar",
    email: "Correo",
    newTab: " (se abre en una pestaña nueva)",
  },
} as const

export interface ShareLink {
  label: string
  href: string
  /** Whether it leaves for another site, in a new tab (an email opens the reader's mail program instead). */
  external: boolean
}

const encode = encodeURIComponent

/**
 * Plain links that share `url` under `title`, labelled in `lang`: no script, counter or pixel of the
 * networks', only their public compose addresses.
 */
export function shareLinks(title: string, url: string, lang: Lang): ShareLink[] {
  const text = encode(`${title} ${url}`)
  return [
    { label: SHARE_TEXT[lang].email, href: `mailto:?subject=${encode(title)}&body=${encode(url)}`, external: false },
    // Mastodon has no single compose address: each reader is on an instance of their own. Share₂Fedi
    // (toot.kytta.dev, open source) asks for it and hands the text over, keeping nothing.
    { label: "Mastodon", href: `https://toot.kytta.dev/?text=${text}`, external: true },
    { label: "Bluesky", href: `https://bsky.app/intent/compose?text=${text}`, external: true },
    // LinkedIn takes only the address and reads the title from the page's Open Graph tags.
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`, external: true },
  ]
}
