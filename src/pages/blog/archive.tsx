import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { ArchiveYear } from "../../components/blog/ArchiveYear"
import { Seo } from "../../components/seo/Seo"
import { ServerRendered } from "../../components/server-rendered/ServerRendered"
import { site } from "../../config/site"
import { archiveYears } from "../../lib/archive"
import { ARCHIVE_PATH, BLOG_PATH } from "../../lib/paths"
import * as page from "../../styles/page.module.css"

// The blog's own filter: the archive lists exactly the posts /blog lists.
export const query = graphql`
  query ArchivePage {
    posts: allArticle(filter: { isPublishedOriginal: { eq: true } }) {
      nodes {
        ...ArchivePost
      }
    }
  }
`

/** /blog/archive: every post the blog lists, under its year, newest first; one list for both languages, as the blog's is. */
export default function ArchivePage({ data }: PageProps<Queries.ArchivePageQuery>) {
  return (
    <section className={page.column} aria-labelledby="archive-title">
      <Link to={BLOG_PATH}>← Back to Blog</Link>
      <h1 id="archive-title">Archive</h1>
      <p className={page.intro}>Every post of {site.blogName}, by year, newest first.</p>
      <ServerRendered>
        {archiveYears(data.posts.nodes).map(({ year, posts }) => (
          <ArchiveYear key={year} year={year} posts={posts} />
        ))}
      </ServerRendered>
    </section>
  )
}

export const Head: HeadFC = () => <Seo title={`Archive - ${site.blogName}`} description={`Every post of ${site.blogName}, by year.`} path={ARCHIVE_PATH} />
