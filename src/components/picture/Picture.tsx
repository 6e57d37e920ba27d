import type { IGatsbyImageData } from "gatsby-plugin-image"
import React from "react"
import { pictureParts } from "../../lib/picture"
import * as styles from "./Picture.module.css"

export interface PictureProps {
  image: IGatsbyImageData
  alt: string
  className?: string
  /** the page's main picture: fetched first and shown without waiting for the page's script */
  priority?: boolean
}

/**
 * A processed image as plain HTML: the browser picks the format and size and loads it lazily on
 * its own, so the picture needs no script to appear and nothing to hydrate.
 */
export function Picture({ image, alt, className, priority = false }: PictureProps) {
  const parts = pictureParts(image)
  // React only passes the attribute through in lower case; Preact sets it as written.
  const fetchPriority = priority ? { fetchpriority: "high" } : {}
  return (
    <picture className={className ? `${styles.picture} ${className}` : styles.picture} style={{ maxWidth: parts.maxWidth }}>
      {parts.sources.map(source => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={styles.image}
        src={parts.src}
        srcSet={parts.srcSet}
        sizes={parts.sizes}
        width={parts.width}
        height={parts.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        style={{ backgroundColor: parts.backgroundColor }}
        {...fetchPriority}
      />
    </picture>
  )
}
