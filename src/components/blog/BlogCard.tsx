import { graphql, Link } from "gatsby"
import React from "react"
import { cardPicture } from "../../lib/card-picture"
import { formatShortDate } from "../../lib/dates"
import { formatReadTime } from "../../lib/read-time"
import * as cards from "../../styles/cards.module.css"
import { Picture } from "../picture/Picture"
import * as styles from "./Blog.module.css"
import { TagList } from "./TagList"

/** What an article's card shows, wherever a list of posts is: the home page, the blog, the tag pages. */
export const articleCardFragment = graphql`
  fragment ArticleCard on Article {
    id
    title
    date
    excerpt
    path
    readTime
    tags
    thumbnailImage {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.905, outputPixelDensities: [1, 2])
      }
    }
    socialImage
  }
`

/** `priority`: the first card of the blog, whose picture is the page's largest on a phone, is fetched at once, not lazily. */
export function BlogCard({ post, headingLevel = 2, priority = false }: { post: Queries.ArticleCardFragment; headingLevel?: 2 | 3; priority?: boolean }) {
  const image = cardPicture(post)
  const Heading = `h${headingLevel}` as const
  return (
    <article className={cards.card}>
      {image && <Picture image={image} alt="" className={styles.cardImage} priority={priority} />}
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
