/** @jest-environment node */
// Tests bring their own content: the production build reads the owner's content/ and nothing else.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { freshModule } from "../src/test-support/fresh-module"
import { FIXTURE_ARTICLES, TEST_CONTENT_VARIABLE } from "./content-sources"

const root = path.join(__dirname, "..")

/** The folders gatsby-config.ts has gatsby-source-filesystem read, by source name, as a build loads it with `env`. */
function sourcedFolders(env: Record<string, string | undefined>): Array<[string, string]> {
  const saved = process.env[TEST_CONTENT_VARIABLE]
  if (env[TEST_CONTENT_VARIABLE] === undefined) delete process.env[TEST_CONTENT_VARIABLE]
  else process.env[TEST_CONTENT_VARIABLE] = env[TEST_CONTENT_VARIABLE]
  try {
    const config = freshModule(() => jest.requireActual<{ default: GatsbyConfig }>("../gatsby-config")).default
    return (config.plugins ?? []).flatMap(plugin =>
      typeof plugin === "object" && plugin.resolve === "gatsby-source-filesystem"
        ? [[(plugin.options as { name: string }).name, path.relative(root, (plugin.options as { path: string }).path)] as [string, string]]
        : [],
    )
  } finally {
    if (saved === undefined) delete process.env[TEST_CONTENT_VARIABLE]
    else process.env[TEST_CONTENT_VARIABLE] = saved
  }
}

describe("the content a build reads", () => {
  it("is content/ alone in a production build", () => {
    const folders = sourcedFolders({})
    expect(folders.map(([, folder]) => folder.split(path.sep)[0])).toEqual(folders.map(() => "content"))
    expect(folders.map(([name]) => name)).toContain("articles")
  })

  it("adds the tests' articles, as articles, only when a test build's script asks", () => {
    expect(sourcedFolders({ [TEST_CONTENT_VARIABLE]: "1" })).toEqual([...sourcedFolders({}), ["articles", FIXTURE_ARTICLES]])
    expect(sourcedFolders({ [TEST_CONTENT_VARIABLE]: "" })).toEqual(sourcedFolders({}))
    const scripts = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts as Record<string, string>
    expect(scripts["build:e2e"]).toContain(`${TEST_CONTENT_VARIABLE}=1 `)
    expect(scripts["build:react"]).toContain("npm run build:e2e")
    expect(scripts.build).not.toContain(TEST_CONTENT_VARIABLE)
  })

  it("leaves the tests' articles out of content/: neither their files nor their titles are there", () => {
    const markdown = (folder: string) => fs.readdirSync(path.join(root, folder)).filter(name => name.endsWith(".md"))
    const fixtures = markdown(FIXTURE_ARTICLES)
    expect(fixtures.length).toBeGreaterThan(0)
    const owners = markdown(path.join("content", "articles"))
    const ownersText = owners.map(name => fs.readFileSync(path.join(root, "content", "articles", name), "utf8")).join("\n")
    for (const name of fixtures) {
      expect(owners).not.toContain(name)
      const [, title] = /^title: "(.+)"$/m.exec(fs.readFileSync(path.join(root, FIXTURE_ARTICLES, name), "utf8")) ?? []
      expect(title).toBeTruthy()
      expect(ownersText).not.toContain(title)
    }
  })
})
