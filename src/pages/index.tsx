import { graphql, type HeadFC, type PageProps } from "gatsby"
import React, { useEffect } from "react"
import { Hero } from "../components/home/Hero"
import { LatestPosts } from "../components/home/LatestPosts"
import { RecentProjects } from "../components/home/RecentProjects"
import { Seo } from "../components/seo/Seo"
import { socialProfiles } from "../config/profiles"
import { site } from "../config/site"
import { keepAlive } from "../browser/keep-alive"
import { homeStructuredData } from "../lib/structured-data"

export const query = graphql`
  query HomePage {
    site {
      buildTime(formatString: "YYYY")
    }
    homeData {
      taglines
      heroDescriptions {
        text
        label
      }
    }
    portrait: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "profile.jpg" }) {
      childImageSharp {
        gatsbyImageData(width: 240, height: 240, outputPixelDensities: [1, 2])
        social: resize(width: 1200, height: 1200, cropFocus: CENTER) {
          src
        }
      }
    }
    allProject(filter: { showInHome: { eq: true } }, sort: [{ order: ASC }, { title: ASC }]) {
      nodes {
        ...ProjectCard
      }
    }
    allArticle(filter: { isPublishedOriginal: { eq: true } }, sort: { publishedAt: DESC }, limit: 6) {
      totalCount
      nodes {
        ...ArticleCard
      }
    }
  }
`

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  useEffect(() => {
    void keepAlive()
  }, [])
  return (
    <>
      <Hero
        taglines={data.homeData?.taglines ?? []}
        descriptions={data.homeData?.heroDescriptions ?? []}
        portrait={data.portrait?.childImageSharp?.gatsbyImageData ?? null}
        buildYear={Number(data.site?.buildTime)}
      />
      <RecentProjects projects={data.allProject.nodes} />
      <LatestPosts posts={data.allArticle.nodes} total={data.allArticle.totalCount} />
    </>
  )
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => {
  const image = data.portrait?.childImageSharp?.social?.src ?? null
  return <Seo title={`${site.name} - ${site.author}`} description={site.description} path="/" image={image} jsonLd={homeStructuredData(image, socialProfiles)} />
}
