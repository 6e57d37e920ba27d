// gatsby-remark-images' pictures without its browser script. That script (gatsby-browser.js) fades
// each picture in over its blurred placeholder after every route change; it was in every page's
// first-load JavaScript, though only articles with a picture in their text have one, and without it
// a picture simply appears over the placeholder once it has loaded. Gatsby loads a plugin's
// gatsby-browser.js from its folder, so this folder, which has none, leaves it out.
//
// A draft's text, a translation of a draft's and one dated ahead never reach gatsby-remark-images: a
// picture it made would be a file of public/ in clear, while the text is sealed. Skipping the whole
// text, rather than the pictures a check recognises, keeps every way Markdown or HTML can name a
// file out of public/. Such a picture shows once the article is published.

const gatsbyRemarkImages = require("gatsby-remark-images")
const { isPrivateVersion } = require("../gatsby-remark-article/original")

module.exports = (args, options) => (isPrivateVersion(args) ? args.markdownAST : gatsbyRemarkImages(args, options))
