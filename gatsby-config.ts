import type { GatsbyConfig } from "gatsby"
import adapter from "gatsby-adapter-netlify"
import { site } from "./src/config/site"
import { feeds } from "./gatsby/feed"
import { sitemapOptions } from "./gatsby/sitemap"

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
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "articles", path: `${__dirname}/content/articles` } },
    { resolve: "gatsby-source-filesystem", options: { name: "projects", path: `${__dirname}/content/projects` } },
    { resolve: "gatsby-source-filesystem", options: { name: "pages", path: `${__dirname}/content/pages` } },
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: `${__dirname}/content/images` } },
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
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    { resolve: "gatsby-plugin-feed", options: { feeds } },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
  ],
}

export default config
