import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { BlogCard } from "../components/blog/BlogCard"
import { BlogHeader } from "../components/blog/BlogHeader"
import * as styles from "../components/blog/Blog.module.css"
import { TagCloud } from "../components/blog/TagCloud"
import { TagHeader } from "../components/blog/TagHeader"
import { Seo } from "../components/seo/Seo"
import { ServerRendered } from "../components/server-rendered/ServerRendered"
import { site } from "../config/site"
import type { TagPageLanguages } from "../lib/tag-pairs"
import { capitalize, tagCloud } from "../lib/tags"

// A tag page's context carries its languages (gatsby/pages/articles.ts); /blog's does not.
interface Context extends Partial<TagPageLanguages> {
  tag: string | null
  canonicalPath: string
}

// On /blog the context has no `tags`, so the posts' filter leaves tags alone and lists every post.
export const query = graphql`
  query BlogPage($tag: String, $tags: [String]) {
    site {
      siteMetadata {
        tagImageSearch
      }
    }
    posts: allArticle(filter: { isPublishedOriginal: { eq: true }, tags: { in: $tags } }, sort: { date: DESC }) {
      nodes {
        ...ArticleCard
      }
    }
    everyPost: allArticle(filter: { isPublishedOriginal: { eq: true } }) {
      group(field: { tags: SELECT }) {
        fieldValue
        totalCount
      }
    }
    tagMeta(tag: { eq: $tag }) {
      color
      image
    }
  }
`

/** /blog and every tag page: the header, the tag cloud, the tag header and the posts. */
export default function BlogPage({ data, pageContext }: PageProps<Queries.BlogPageQuery, Context>) {
  const posts = data.posts.nodes
  const tag = pageContext.tag
  return (
    <>
      <BlogHeader />
      <TagCloud tags={tagCloud(data.everyPost.group)} selected={tag} />
      {tag && (
        <TagHeader
          tag={tag}
          count={posts.length}
          ownImage={data.tagMeta?.image ?? null}
          color={data.tagMeta?.color ?? null}
          searchEnabled={Boolean(data.site?.siteMetadata?.tagImageSearch)}
          counterpart={pageContext.counterpart ?? null}
        />
      )}
      <ServerRendered as="ul" className={styles.posts} aria-label="Posts">
        {posts.map((post, index) => (
          <li key={post.id}>
            {/* A tag page's own picture comes first; the blog's first card is its largest. */}
            <BlogCard post={post} headingLevel={tag ? 3 : 2} priority={!tag && index === 0} />
          </li>
        ))}
      </ServerRendered>
    </>
  )
}

export const Head: HeadFC<Queries.BlogPageQuery, Context> = ({ pageContext }) => (
  <Seo
    title={pageContext.tag ? `Posts tagged ${capitalize(pageContext.tag)} - ${site.blogName}` : site.blogName}
    description={site.blogSubtitle}
    path={pageContext.canonicalPath}
    versions={pageContext.versions}
  />
)
