// Plain JavaScript so gatsby-config and the tests load it as it is.
const matter = require("gray-matter")
const yaml = require("js-yaml")

/**
 * How the build reads a Markdown file's front matter: gray-matter and js-yaml, as
 * gatsby-transformer-remark reads it, but with YAML's core schema, which has no timestamps. The
 * default schema turns an unquoted `date: 2999-02-30` into a Date, rolled into March before any
 * check sees it; read as the text the editor typed, quoted or not, a date meets the calendar check
 * (src/content-model/validate.ts) as written, and the CMS's unquoted days read as its quoted ones.
 * gray-matter options, which gatsby-transformer-remark passes on (its README, "gray-matter options").
 */
const frontMatterOptions = {
  engines: { yaml: text => yaml.safeLoad(text, { schema: yaml.CORE_SCHEMA }) },
}

/** A Markdown file's front matter (`data`) and body (`content`), read as the build reads them. */
const readMarkdown = text => matter(text, frontMatterOptions)

module.exports = { frontMatterOptions, readMarkdown }
