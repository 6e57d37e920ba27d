/** @jest-environment node */
// The build hook that turns each Markdown file into the product's node, run as Gatsby runs it:
// a content mistake must stop the build naming the file as the editor knows it.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { NodeStore, runOnMarkdown } from "../src/test-support/markdown-node"
import { onCreateNode } from "./nodes"
import { testFolder } from "./test-support/folder"

const createFrom = (folder: string, relativePath: string, frontmatter: Record<string, unknown>) =>
  runOnMarkdown(onCreateNode, { folder, absolutePath: path.join(process.cwd(), "content", folder, relativePath), relativePath }, frontmatter, "Some words.")

describe("onCreateNode", () => {
  it("stops the build on an article's unknown key, naming the file under content/", () => {
    const { created, panics } = createFrom("articles", "a-post.md", { title: "A post", date: "2024-05-31", Status: "draft" })
    expect(panics).toEqual([expect.stringMatching(/^content\/articles\/a-post\.md: front matter field "Status" is not a known field \(did you mean "status"\?\)/)])
    expect(created).toEqual([])
  })

  it("stops the build on a project's unknown key, naming the file under content/", () => {
    const { created, panics } = createFrom("projects", "a-tool.md", { title: "A tool", tag: ["tech"] })
    expect(panics).toEqual([expect.stringMatching(/^content\/projects\/a-tool\.md: front matter field "tag" is not a known field \(did you mean "tags"\?\)/)])
    expect(created).toEqual([])
  })

  it("stops the build on a page's unknown key, naming the file under content/", () => {
    const { created, panics } = createFrom("pages", "now.md", { tittle: "Now" })
    expect(panics).toEqual([expect.stringMatching(/^content\/pages\/now\.md: front matter field "tittle" is not a known field \(did you mean "title"\?\)/)])
    expect(created).toEqual([])
  })

  it("stops the build on an article's unknown status, naming the file, the field and the allowed values", () => {
    const { created, panics } = createFrom("articles", "a-post.md", { title: "A post", date: "2024-05-31", status: "archived" })
    expect(panics).toEqual(['content/articles/a-post.md: front matter field "status" must be one of published, draft, got "archived"'])
    expect(created).toEqual([])
  })

  it("marks a published original, and only that, as what the public lists show", () => {
    const original = createFrom("articles", "a-post.md", { title: "A post", date: "2024-05-31" }).created
    const draft = createFrom("articles", "a-post.md", { title: "A post", date: "2024-05-31", status: "draft" }).created
    const translation = createFrom("articles", "a-post-es.md", { title: "Una entrada", date: "2024-05-31", lang: "es", translationOf: "a-post" }).created
    expect([original, draft, translation].map(([node]) => (node as { isPublishedOriginal: boolean }).isPublishedOriginal)).toEqual([true, false, false])
  })

  it("names a test's own article by its place among the tests' files", () => {
    const absolutePath = path.join(process.cwd(), "e2e", "fixture-content", "articles", "a-post.md")
    const { panics } = runOnMarkdown(onCreateNode, { folder: "articles", absolutePath, relativePath: "a-post.md" }, { title: "A post", date: "2024-05-31", Status: "draft" }, "Words.")
    expect(panics).toEqual([expect.stringMatching(/^e2e\/fixture-content\/articles\/a-post\.md: front matter field "Status"/)])
  })

  describe("an editor's translation added through Git beside its original, without translationOf", () => {
    let folder: string
    beforeEach(() => {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), "articles-"))
      fs.writeFileSync(path.join(folder, "a-walk.md"), "---\ntitle: A walk\n---\nWe walked.\n")
      fs.writeFileSync(path.join(folder, "a-walk-es.md"), "---\ntitle: Un paseo\n---\nCaminamos.\n")
    })
    afterEach(() => fs.rmSync(folder, { recursive: true, force: true }))
    const createBeside = (frontmatter: Record<string, unknown>) =>
      runOnMarkdown(onCreateNode, { folder: "articles", absolutePath: path.join(folder, "a-walk-es.md"), relativePath: "a-walk-es.md" }, frontmatter, "Caminamos.")

    it("is published as that article's translation", () => {
      const { created, panics } = createBeside({ title: "Un paseo", date: "2024-05-31" })
      expect(panics).toEqual([])
      expect(created).toEqual([expect.objectContaining({ translationOf: "a-walk", lang: "es", path: "/article/a-walk/es", isTranslation: true, isPublishedOriginal: false })])
    })

    it("stops the build naming the file and the field that disagrees with its name", () => {
      const { created, panics } = createBeside({ title: "Un paseo", date: "2024-05-31", lang: "en" })
      const file = path.relative(process.cwd(), path.join(folder, "a-walk-es.md"))
      expect(panics).toEqual([expect.stringContaining(`${file}: front matter field "lang" is en, but the file name makes this the es translation of a-walk.md`)])
      expect(created).toEqual([])
    })
  })

  describe("two files of one name in two folders", () => {
    const folder = testFolder("same-slug-")
    const frontmatter = { title: "A post", date: "2024-05-31" }
    const fileIn = (place: string) => {
      folder.write(`${place}/a-post.md`, "---\ntitle: A post\ndate: 2024-05-31\n---\nWords.\n")
      return { folder: "articles", absolutePath: path.join(folder.path(), place, "a-post.md"), relativePath: `${place}/a-post.md` }
    }
    const named = (file: { absolutePath: string }) => path.relative(process.cwd(), file.absolutePath)

    it("stop the build naming both files: the two articles would share one address", () => {
      const store = new NodeStore()
      const [owners, tests] = [fileIn("content"), fileIn("fixture-content")]
      expect(runOnMarkdown(onCreateNode, owners, frontmatter, "Words.", undefined, store).panics).toEqual([])
      expect(runOnMarkdown(onCreateNode, tests, frontmatter, "Words.", undefined, store).panics).toEqual([
        `${named(tests)}: the article a-post is also ${named(owners)}; rename one of the two files`,
      ])
    })

    it("stop the build saying to empty the cache when one was moved to the other's place since the build whose nodes are kept", () => {
      // Gatsby deletes the moved file's nodes only once every plugin has sourced its own, and with
      // them every node of the same id: the article would be lost from that deploy.
      const store = new NodeStore()
      const before = fileIn("content")
      runOnMarkdown(onCreateNode, before, frontmatter, "Words.", undefined, store)
      fs.rmSync(before.absolutePath)
      const after = fileIn("fixture-content")
      const { created, panics } = runOnMarkdown(onCreateNode, after, frontmatter, "Words.", undefined, store)
      expect(panics).toEqual([
        `${named(after)}: the article a-post was ${named(before)} in the build whose cache this build keeps, which would lose it: empty the cache (npm run clean; on Netlify, "Clear cache and deploy site") and build again`,
      ])
      expect(created).toEqual([])
    })
  })

  it("makes a node of a sound file", () => {
    const { created, panics } = createFrom("pages", "now.md", { title: "Now" })
    expect(panics).toEqual([])
    expect(created).toEqual([expect.objectContaining({ name: "now", title: "Now", internal: expect.objectContaining({ type: "ContentPage" }) })])
  })
})
