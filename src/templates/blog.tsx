import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { BlogCard, type BlogCardPost } from "../components/blog/BlogCard"
import { BlogHeader } from "../components/blog/BlogHeader"
import * as styles from "../components/blog/Blog.module.css"
import { TagCloud } from "../components/blog/TagCloud"
import { TagHeader } from "../components/blog/TagHeader"
import { Seo } from "../components/seo/Seo"
import { ServerRendered } from "../components/server-rendered/ServerRendered"
import { site } from "../config/site"
import { capitalize, countTags } from "../lib/tags"

interface Context {
  tag: string | null
  canonicalPath: string
}

export const query = graphql`
  query BlogPage($tag: String) {
    site {
      siteMetadata {
        tagImageSearch
      }
    }
    allArticle(filter: { status: { eq: "published" }, isTranslation: { eq: false } }, sort: { date: DESC }) {
      nodes {
        id
        title
        date
        excerpt
        path
        readTime
        tags
        thumbnailImage {
          childImageSharp {
            gatsbyImageData(width: 480, aspectRatio: 1.905, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
          }
        }
        socialImage
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
  const posts = data.allArticle.nodes
  const tag = pageContext.tag
  const shown = tag ? posts.filter(post => post.tags.includes(tag)) : posts
  return (
    <>
      <BlogHeader />
      <TagCloud tags={countTags(posts)} selected={tag} />
      {tag && (
        <TagHeader
          tag={tag}
          count={shown.length}
          ownImage={data.tagMeta?.image ?? null}
          color={data.tagMeta?.color ?? null}
          searchEnabled={Boolean(data.site?.siteMetadata?.tagImageSearch)}
        />
      )}
      <ServerRendered as="ul" className={styles.posts} aria-label="Posts">
        {shown.map(post => (
          <li key={post.id}>
            <BlogCard post={post as BlogCardPost} headingLevel={tag ? 3 : 2} />
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
  />
)
