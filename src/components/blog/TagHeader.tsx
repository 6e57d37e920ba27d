import React from "react"
import { placeholderImage, TAG_IMAGE_HEIGHT, TAG_IMAGE_WIDTH } from "../../lib/tag-image"
import { capitalize, postCountLabel } from "../../lib/tags"
import * as styles from "./Blog.module.css"
import { useTagImage } from "./useTagImage"

export interface TagHeaderProps {
  tag: string
  count: number
  ownImage: string | null
  color: string | null
  searchEnabled: boolean
}

export function TagHeader({ tag, count, ownImage, color, searchEnabled }: TagHeaderProps) {
  const [image, showPlaceholder] = useTagImage(tag, ownImage, searchEnabled)
  return (
    <section className={styles.tagHeader} aria-labelledby="tag-title" style={color ? { borderColor: color } : undefined}>
      <div className={styles.tagImageFrame}>
        {image.status === "loading" ? (
          <p className={styles.tagLoading}>Loading...</p>
        ) : (
          <img
            src={image.src}
            alt=""
            width={TAG_IMAGE_WIDTH}
            height={TAG_IMAGE_HEIGHT}
            className={styles.tagImage}
            onError={() => image.src !== placeholderImage(tag) && showPlaceholder()}
          />
        )}
      </div>
      <h2 id="tag-title" className={styles.tagTitle}>
        {capitalize(tag)}
      </h2>
      <p>Posts tagged with {tag}</p>
      <p className={styles.tagCount}>{postCountLabel(count)}</p>
    </section>
  )
}
