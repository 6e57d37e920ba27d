import type { GatsbyConfig } from "gatsby"
import adapter from "gatsby-adapter-netlify"
import { site } from "./src/config/site"
import { feeds } from "./gatsby/feed"
import { sitemapOptions } from "./gatsby/sitemap"
import { gtagPlugins, measurementId } from "./src/lib/gtag-setup"
import { commonHeaderRoutes } from "./src/lib/security-headers"

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: site.url,
    author: site.author,
    // Without a key the search function can only answer 503, so pages skip it and use fallback photos.
    tagImageSearch: Boolean(process.env.PEXELS_API_KEY),
  },
  trailingSlash: "never",
  // On Netlify the adapter turns functions, redirects and headers into Netlify's own; elsewhere the build stays plain.
  adapter: process.env.NETLIFY ? adapter() : undefined,
  // Published by the adapter; each page's Content-Security-Policy is added after the build (gatsby/headers.ts).
  headers: commonHeaderRoutes(),
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "articles", path: `${__dirname}/content/articles` } },
    { resolve: "gatsby-source-filesystem", options: { name: "projects", path: `${__dirname}/content/projects` } },
    { resolve: "gatsby-source-filesystem", options: { name: "pages", path: `${__dirname}/content/pages` } },
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: `${__dirname}/content/images` } },
    { resolve: "gatsby-source-filesystem", options: { name: "docs", path: `${__dirname}/content/docs` } },
    { resolve: "gatsby-source-site-data", options: { path: `${__dirname}/content/data` } },
    {
      resolve: "gatsby-transformer-remark",
      options: {
        gfm: true,
        plugins: [
          { resolve: "gatsby-remark-article", options: { siteHost: site.host } },
          {
            resolve: "gatsby-remark-images",
            options: { maxWidth: 760, linkImagesToOriginal: false, withWebp: true, withAvif: true, quality: 70 },
          },
        ],
      },
    },
    // MDX only for the media player's documentation page, which embeds the live component.
    "gatsby-plugin-mdx",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    { resolve: "gatsby-plugin-feed", options: { feeds } },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    // Only with GATSBY_GA_MEASUREMENT_ID set: without it no tag is loaded and track() is a no-op.
    ...gtagPlugins(measurementId()),
  ],
}

export default config
