import type { IGatsbyImageData } from "gatsby-plugin-image"

export interface PictureSource {
  type: string
  srcSet: string
  sizes: string | undefined
}

/** What a plain `<picture>` needs to show one processed image: its formats, its fallback and its box. */
export interface PictureParts {
  sources: PictureSource[]
  src: string
  /** absent for an image made in one size only, such as a generated social image */
  srcSet: string | undefined
  sizes: string | undefined
  width: number
  height: number
  /** only a full-width image grows past its own width */
  maxWidth: number | undefined
  /** the image's dominant colour, shown while it loads */
  backgroundColor: string | undefined
}

/**
 * The parts of a picture from the image data the build made for it. The sources keep the order
 * sharp gave them (newest format first), so the browser picks the first one it can show.
 */
export function pictureParts(image: IGatsbyImageData): PictureParts {
  const fallback = image.images.fallback
  const sizes = fallback?.sizes ?? image.images.sources?.[0]?.sizes
  return {
    sources: (image.images.sources ?? []).map(source => ({ type: source.type ?? "", srcSet: source.srcSet, sizes: source.sizes ?? sizes })),
    src: fallback?.src ?? "",
    srcSet: fallback?.srcSet,
    sizes,
    width: image.width,
    height: image.height,
    maxWidth: image.layout === "fullWidth" ? undefined : image.width,
    backgroundColor: image.backgroundColor,
  }
}
