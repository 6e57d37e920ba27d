/** @jest-environment node */
// Gatsby empties its cache when a plugin's version changes, and takes a local plugin's version from
// its package.json or, when it names none, from a digest of the plugin's files. gatsby-transformer-remark
// keeps each text's HTML in that cache, made by the site's Markdown plugins: with a fixed version, a
// change to their code left every article's cached HTML as the old code made it until `gatsby clean`.
const fs = require("node:fs")
const path = require("node:path")

it("gives no local plugin a version, so that a change to its code empties Gatsby's cache", () => {
  const plugins = fs.readdirSync(__dirname).filter(name => fs.existsSync(path.join(__dirname, name, "package.json")))
  expect(plugins).toContain("gatsby-remark-article")
  const versioned = plugins.filter(name => JSON.parse(fs.readFileSync(path.join(__dirname, name, "package.json"), "utf8")).version !== undefined)
  expect(versioned).toEqual([])
})
