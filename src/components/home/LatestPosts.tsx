import { Link } from "gatsby"
import React from "react"
import { site } from "../../config/site"
import { BLOG_PATH } from "../../lib/paths"
import { hasMoreThanHomeList } from "../../lib/project-filters"
import { BlogCard } from "../blog/BlogCard"
import * as blogStyles from "../blog/Blog.module.css"
import { ServerRendered } from "../server-rendered/ServerRendered"
import * as styles from "./Home.module.css"

/** The newest published posts; `total` counts them all, for the "View All Posts" link. */
export function LatestPosts({ posts, total }: { posts: readonly Queries.ArticleCardFragment[]; total: number }) {
  return (
    <section className={styles.section} aria-labelledby="latest-posts">
      <h2 id="latest-posts" className={styles.sectionTitle}>
        Latest from {site.blogName}
      </h2>
      <ServerRendered as="ul" className={blogStyles.posts} aria-label="Latest posts">
        {posts.map(post => (
          <li key={post.id}>
            <BlogCard post={post} headingLevel={3} />
          </li>
        ))}
      </ServerRendered>
      {hasMoreThanHomeList(total) && (
        <p className={styles.viewAll}>
          <Link to={BLOG_PATH}>View All Posts</Link>
        </p>
      )}
    </section>
  )
}
