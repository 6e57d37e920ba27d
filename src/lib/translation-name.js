// Plain JavaScript so the Markdown plugin (plugins/gatsby-remark-article/anchors.js) can load it as it is.

/**
 * What an article's file name says it is. Editors add a translation through Git as {slug}-{lang}.md
 * beside {slug}.md, often without front matter saying so, so that name alone makes it the
 * translation. The same name with no original beside it (foo-es.md, no foo.md) is an original's.
 */
function translationByFileName(slug, langs, hasArticle) {
  for (const lang of langs) {
    const suffix = `-${lang}`
    const original = slug.slice(0, -suffix.length)
    if (slug.endsWith(suffix) && original && hasArticle(original)) return { original, lang }
  }
  return null
}

module.exports = { translationByFileName }
