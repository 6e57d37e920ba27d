import { Link } from "gatsby"
import React from "react"
import { cardPicture, type CardPictureSource } from "../../lib/card-picture"
import { formatShortDate } from "../../lib/dates"
import { formatReadTime } from "../../lib/read-time"
import * as cards from "../../styles/cards.module.css"
import { Picture } from "../picture/Picture"
import * as styles from "./Blog.module.css"
import { TagList } from "./TagList"

export interface BlogCardPost extends CardPictureSource {
  title: string
  date: string
  excerpt: string | null
  path: string
  readTime: string
  tags: readonly string[]
}

export function BlogCard({ post, headingLevel = 2 }: { post: BlogCardPost; headingLevel?: 2 | 3 }) {
  const image = cardPicture(post)
  const Heading = `h${headingLevel}` as const
  return (
    <article className={cards.card}>
      {image && <Picture image={image} alt="" className={styles.cardImage} />}
      <div className={cards.body}>
        <p className={styles.cardMeta}>
          <time dateTime={post.date}>{formatShortDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          {formatReadTime(post.readTime)}
        </p>
        <Heading className={styles.cardTitle}>
          <Link to={post.path}>{post.title}</Link>
        </Heading>
        {post.excerpt && <p className={styles.cardExcerpt}>{post.excerpt}</p>}
        <TagList tags={post.tags} />
        <Link to={post.path} className={styles.readMore} aria-label={`Read more: ${post.title}`}>
          Read more →
        </Link>
      </div>
    </article>
  )
}
