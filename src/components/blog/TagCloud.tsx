import { Link } from "gatsby"
import React, { useEffect, useRef, useState } from "react"
import { BLOG_PATH, tagPath } from "../../lib/paths"
import { maxTagCount, tagWeight, visibleTags, TAG_CLOUD_COLLAPSED, type TagCount } from "../../lib/tags"
import * as styles from "./Blog.module.css"

const NARROW = "(max-width: 768px)"

export function TagCloud({ tags, selected }: { tags: readonly TagCount[]; selected: string | null }) {
  const [expanded, setExpanded] = useState(false)
  const selectedRef = useRef<HTMLLIElement>(null)
  const shown = visibleTags(tags, selected, expanded)
  const max = maxTagCount(tags)
  const hidden = tags.length - TAG_CLOUD_COLLAPSED

  useEffect(() => {
    if (selected && window.matchMedia(NARROW).matches) {
      selectedRef.current?.scrollIntoView({ block: "nearest", inline: "center" })
    }
  }, [selected])

  return (
    <nav className={styles.cloud} aria-label="Filter by tag">
      <span className={styles.cloudLabel}>Filter by tag:</span>
      <ul className={styles.cloudList}>
        <li>
          <Link to={BLOG_PATH} className={styles.cloudTag} aria-current={selected === null ? "page" : undefined}>
            All
          </Link>
        </li>
        {shown.map(({ tag, count }) => {
          const weight = tagWeight(count, max)
          const isSelected = tag === selected
          return (
            <li key={tag} ref={isSelected ? selectedRef : undefined}>
              <Link
                to={tagPath(tag)}
                className={styles.cloudTag}
                aria-current={isSelected ? "page" : undefined}
                style={{ fontSize: `${weight.fontSizeRem}rem`, opacity: isSelected ? 1 : weight.opacity }}
              >
                {tag} <span className={styles.cloudCount}>({count})</span>
              </Link>
            </li>
          )
        })}
      </ul>
      {hidden > 0 && (
        <button type="button" className={styles.cloudToggle} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? "Less" : `More tags (${hidden})`}
        </button>
      )}
    </nav>
  )
}
