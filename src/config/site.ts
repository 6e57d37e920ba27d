/**
 * The one site configuration. Every name the spec leaves as a placeholder lives here,
 * so nothing personal is hard-coded anywhere else.
 */
export interface SocialLink {
  id: string
  label: string
  url: string
}

export const site = {
  /** `{site}` */
  name: "Riff & Code",
  blogName: "Riff & Code Blog",
  author: "Mateo Ríos",
  description:
    "Mateo Ríos writes about software, entrepreneurship, instrumental guitar and card magic, in English and Spanish.",
  blogSubtitle:
    "Notes on technology, entrepreneurship, music and the creative process.",
  /** `{product}` as shown in "{product}Tube" and "Guitar Hero {product}" */
  product: "Mateo",
  /** the lower-case slug of `{product}` used in routes */
  productSlug: "mateo",
  /** `{name}`: the owner area's fixed first path segment */
  ownerArea: "backstage",
  /** `{host}` */
  host: "riffandcode.dev",
  url: "https://riffandcode.dev",
  /** `{email}`: the newsletter sender address */
  newsletterEmail: "newsletter@riffandcode.dev",
  /**
   * Mixed into the newsletter links' tokens (src/lib/newsletter-token.ts). The check runs in the
   * browser, so this is not a real secret: it only stops someone from guessing a working link.
   */
  newsletterTokenSecret: "sobremesa-riffs-1995",
  /** the hero's "for the past N years" counts from this year */
  yearsSince: 1995,
  version: "2025.09.27.1356",
  /** the footer's Interests section */
  interests: ["Coding and software architecture", "Entrepreneurship", "Sleight-of-hand card magic", "Instrumental guitar"],
  social: [
    { id: "github", label: "GitHub", url: "https://github.com/mateorios-dev" },
    { id: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/in/mateorios-dev" },
    { id: "youtube", label: "YouTube", url: "https://www.youtube.com/@mateorios" },
    { id: "youtube-guitar", label: "YouTube (guitar)", url: "https://www.youtube.com/@mateorios-guitar" },
    { id: "instagram", label: "Instagram", url: "https://www.instagram.com/mateorios.dev" },
    { id: "instagram-guitar", label: "Instagram (guitar)", url: "https://www.instagram.com/mateorios.guitar" },
    { id: "linktree", label: "Linktree", url: "https://linktr.ee/mateorios" },
  ] satisfies SocialLink[],
} as const

export type Site = typeof site
