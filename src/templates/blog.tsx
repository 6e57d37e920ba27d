import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { BlogCard } from "../components/blog/BlogCard"
import { BlogHeader } from "../components/blog/BlogHeader"
import * as styles from "../components/blog/Blog.module.css"
import { TagCloud } from "../components/blog/TagCloud"
import { BlogPagesNav } from "../components/blog/BlogPagesNav"
import { TagHeader } from "../components/blog/TagHeader"
import { BLOG_PAGES_TEXT } from "../components/blog/page-navigation-texts"
import { Seo } from "../components/seo/Seo"
import { ServerRendered } from "../components/server-rendered/ServerRendered"
import { site } from "../config/site"
import type { BlogRoute } from "../lib/article-routes"
import { pageNavigation } from "../lib/blog-pages"
import type { Lang } from "../lib/language"
import { absoluteUrl } from "../lib/paths"
import type { TagPageLanguages } from "../lib/tag-pairs"
import { capitalize, type TagCount } from "../lib/tags"

// A tag page's context carries its languages (gatsby/pages/articles.ts); /blog's does not.
interface Context extends Partial<TagPageLanguages>, Omit<BlogRoute, "path"> {
  lang: Lang
  /** every tag of the blog, sorted by the build */
  tagCloud: TagCount[]
}

// On /blog the context has no `tags`, so the posts' filter leaves tags alone and lists every post;
// each page takes its own posts only, so that its data stays the same size however many there are.
export const query = graphql`
  query BlogPage($tag: String, $tags: [String], $skip: Int!, $limit: Int!) {
    site {
      siteMetadata {
        tagImageSearch
      }
    }
    posts: allArticle(
      filter: { isPublishedOriginal: { eq: true }, tags: { in: $tags } }
      sort: [{ publishedAt: DESC }, { path: ASC }]
      skip: $skip
      limit: $limit
    ) {
      totalCount
      nodes {
        ...ArticleCard
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
      <TagCloud tags={pageContext.tagCloud} selected={tag} />
      {tag && (
        <TagHeader
          tag={tag}
          count={data.posts.totalCount}
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
      <BlogPagesNav listPath={pageContext.listPath} number={pageContext.number} count={pageContext.count} lang={pageContext.lang} />
    </>
  )
}

export const Head: HeadFC<Queries.BlogPageQuery, Context> = ({ pageContext: { tag, canonicalPath, versions, listPath, number, count } }) => {
  const { previous, next } = pageNavigation(listPath, number, count)
  const title = tag ? `Posts tagged ${capitalize(tag)} - ${site.blogName}` : site.blogName
  // The title speaks English, as its first words do, whatever the language of the posts listed.
  return (
    <Seo title={number > 1 ? `${title} - ${BLOG_PAGES_TEXT.en.pageOf(number, count)}` : title} description={site.blogSubtitle} path={canonicalPath} versions={versions}>
      {previous && <link rel="prev" href={absoluteUrl(previous)} />}
      {next && <link rel="next" href={absoluteUrl(next)} />}
    </Seo>
  )
}
