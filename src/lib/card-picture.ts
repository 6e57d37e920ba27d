// What an article's card shows. Browser code imports this; social-image.ts is node-side (node:crypto).
import type { IGatsbyImageData } from "gatsby-plugin-image"

/** The size of the social image the build draws for an article without a thumbnail. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const

export interface CardPictureSource {
  thumbnailImage: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null
  /** the generated social image's address (Article.socialImage): set when the article has no thumbnail */
  socialImage: string | null
}

/**
 * The card's picture: the article's thumbnail, or else its generated social image (its title, in
 * its language), so no card stands without a picture.
 */
export function cardPicture(article: CardPictureSource): IGatsbyImageData | null {
  const thumbnail = article.thumbnailImage?.childImageSharp?.gatsbyImageData
  if (thumbnail) return thumbnail
  if (!article.socialImage) return null
  return { layout: "constrained", ...SOCIAL_IMAGE, images: { fallback: { src: article.socialImage } } }
}
