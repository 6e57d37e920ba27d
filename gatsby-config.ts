import type { GatsbyConfig } from "gatsby"
import adapter from "gatsby-adapter-netlify"
import { contentSources } from "./gatsby/content-sources"
import { site } from "./src/config/site"
import { declaredTags, feeds } from "./gatsby/feed"
import { frontMatterOptions } from "./src/lib/front-matter"
import { sitemapOptions } from "./gatsby/sitemap"
import { pictureDefaults } from "./gatsby/build/tuning"
import { gtagPlugins, measurementId } from "./src/lib/gtag-setup"

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
  // Every build is the one Netlify deploys: the adapter writes the redirects and headers in
  // Netlify's form (public/_redirects, public/_headers), and `npm start` and the browser tests serve
  // exactly that, with the functions of netlify/functions, through the Netlify CLI. Gatsby's default
  // headers stand; gatsby/headers.ts adds HSTS, Permissions-Policy and each page's policy.
  adapter: adapter(),
  // The GraphQL types `npm run typecheck` reads (src/gatsby-types.d.ts), written by the test builds
  // that CI type-checks after, and by `gatsby develop`: a deploy has no use for them (2-9 s of a cold
  // build on two cores, docs/performance.md).
  graphqlTypegen: { generateOnBuild: process.env.SITE_TEST_CONTENT === "1" },
  plugins: [
    // content/, plus the tests' own articles in a test build only.
    ...contentSources(__dirname, process.env),
    { resolve: "gatsby-source-site-data", options: { root: __dirname } },
    {
      resolve: "gatsby-transformer-remark",
      options: {
        gfm: true,
        // Dates as the editor typed them, quoted or not, for the build's calendar check.
        ...frontMatterOptions,
        plugins: [
          { resolve: "gatsby-remark-article", options: { siteHost: site.host } },
          {
            resolve: "gatsby-remark-article-images",
            // gatsby-remark-images, less its fade-in script (see the plugin). A 704 px column: 760 and
            // 1,200 px wide cover one- to three-times screens (a phone's 375 px column at 2x takes 760);
            // no smaller one is ever picked. The plugin always adds the source's own width, so a 1,200 px
            // source, the size editors upload, gets two widths, not a third 5% narrower (two encodings
            // of each such picture less, docs/performance.md). JPEG for the <img>, WebP beside it. A
            // draft's text gets no pictures. No blurred copy inlined behind each picture: about half a
            // kilobyte of the page's compressed HTML apiece, which took an article past what a phone
            // receives in its first round trip; the box shows a plain colour instead (Article.module.css).
            options: { maxWidth: 760, srcSetBreakpoints: [1200], linkImagesToOriginal: false, withWebp: { quality: 75 }, quality: 70, disableBgImage: true },
          },
          // Colours fenced code at build time, as classes the article's stylesheet colours for each
          // theme (CodeBlocks.module.css); inline code stays plain. An unknown language is plain text.
          { resolve: "gatsby-remark-prismjs", options: { noInlineHighlight: true } },
        ],
      },
    },
    // MDX only for the media player's documentation page, which embeds the live component.
    "gatsby-plugin-mdx",
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: pictureDefaults },
    },
    "gatsby-transformer-sharp",
    { resolve: "gatsby-plugin-feed", options: { feeds: feeds(declaredTags(__dirname)) } },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    // Only with GATSBY_GA_MEASUREMENT_ID set: without it no tag is loaded and track() is a no-op.
    ...gtagPlugins(measurementId()),
  ],
}

export default config
