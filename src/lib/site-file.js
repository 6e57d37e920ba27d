// Plain JavaScript so the Markdown plugin (plugins/gatsby-remark-article) can load it as it is.
const path = require("node:path")

/**
 * A file as an editor or a test's author knows it, relative to the site's folder, which the build
 * runs from: content/articles/foo.md, or e2e/fixture-content/articles/test-draft.md.
 */
function siteFile(absolutePath) {
  return path.relative(process.cwd(), absolutePath).split(path.sep).join("/")
}

module.exports = { siteFile }
