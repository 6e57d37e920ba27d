/**
 * The one site configuration, with the owner's profiles beside it (profiles.ts). Every name the
 * spec leaves as a placeholder lives here, so nothing personal is hard-coded anywhere else.
 */
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
  /**
   * Where the owner lives (content/biography.md): a post dated ahead comes out at the start of its
   * day here (src/lib/schedule.ts), and the daily build (netlify/functions/daily-build.ts) runs then.
   */
  timeZone: "America/Mexico_City",
  /** the hero's "for the past N years" counts from this year */
  yearsSince: 1995,
  version: "2025.09.27.1356",
} as const

export type Site = typeof site
