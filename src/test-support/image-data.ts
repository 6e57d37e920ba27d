import type { IGatsbyImageData } from "gatsby-plugin-image"

/** Image data as sharp makes it for a blog card: two newer formats and a JPEG fallback; the WebP source names no sizes. */
export const cardImage: IGatsbyImageData = {
  layout: "constrained",
  width: 480,
  height: 252,
  backgroundColor: "#081818",
  images: {
    fallback: { src: "/static/a/480.jpg", srcSet: "/static/a/240.jpg 240w,\n/static/a/480.jpg 480w", sizes: "(min-width: 480px) 480px, 100vw" },
    sources: [
      { type: "image/avif", srcSet: "/static/a/240.avif 240w,\n/static/a/480.avif 480w", sizes: "(min-width: 480px) 480px, 100vw" },
      { type: "image/webp", srcSet: "/static/a/240.webp 240w,\n/static/a/480.webp 480w" },
    ],
  },
}
