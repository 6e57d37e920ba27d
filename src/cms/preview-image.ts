import type { IGatsbyImageData } from "gatsby-plugin-image"

/** The sizes the site's queries make these pictures at (src/templates/article.tsx, src/templates/projects.tsx). */
export const PICTURE_SIZES = {
  articleHero: { width: 960, height: 504 },
  projectCard: { width: 480, height: 320 },
} as const

/** An image as the CMS serves it, in the shape of one the build made at that size: one file, no other formats. */
export function previewImage(src: string, size: { width: number; height: number }): IGatsbyImageData {
  return { layout: "constrained", ...size, images: { fallback: { src } } }
}
