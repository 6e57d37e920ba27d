import { Link } from "gatsby"
import React from "react"
import { readInLabel } from "../../lib/language"
import type { TagPageLanguages } from "../../lib/tag-pairs"
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
  /** the same tag's page in the other language, if the tag has one */
  counterpart: TagPageLanguages["counterpart"]
}

export function TagHeader({ tag, count, ownImage, color, searchEnabled, counterpart }: TagHeaderProps) {
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
      {counterpart && (
        <p>
          <Link to={counterpart.path} hrefLang={counterpart.lang} lang={counterpart.lang}>
            {readInLabel(counterpart.lang)}
          </Link>
        </p>
      )}
    </section>
  )
}
