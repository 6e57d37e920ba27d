/** @jest-environment node */
// A date as the editor typed it, quoted or not, through the build's own steps: gatsby-transformer-remark
// reads the file with the options gatsby-config gives it, then the build's onCreateNode checks it.
import path from "node:path"
import { readMarkdown } from "../src/lib/front-matter"
import { runOnMarkdown } from "../src/test-support/markdown-node"
import { onCreateNode } from "./nodes"
import config from "../gatsby-config"

// The plugin's own hook, as Gatsby calls it (the package ships no types).
const { onCreateNode: readMarkdownFile } = jest.requireActual<{ onCreateNode: (args: unknown, options: unknown) => Promise<unknown> }>(
  "gatsby-transformer-remark/gatsby-node",
)

const remarkOptions = (config.plugins ?? []).flatMap(plugin =>
  typeof plugin === "object" && plugin.resolve === "gatsby-transformer-remark" ? [plugin.options as Record<string, unknown>] : [],
)[0]

/** One article file through gatsby-transformer-remark and the build's onCreateNode: the Article made, or the messages that stop the build. */
async function build(text: string) {
  const absolutePath = path.join(process.cwd(), "content", "articles", "a-day-out.md")
  const file = { id: "file", internal: { type: "File", mediaType: "text/markdown" }, absolutePath }
  const made: Array<{ frontmatter: Record<string, unknown>; rawMarkdownBody: string }> = []
  const remarkPanics: string[] = []
  await readMarkdownFile(
    {
      node: file,
      loadNodeContent: async () => text,
      actions: { createNode: (node: (typeof made)[number]) => made.push(node), createParentChildLink: () => undefined },
      createNodeId: (seed: string) => seed,
      createContentDigest: () => "digest",
      reporter: { panicOnBuild: (message: string) => remarkPanics.push(message) },
    },
    remarkOptions,
  )
  expect(remarkPanics).toEqual([])
  const [markdown] = made
  return runOnMarkdown(onCreateNode, { folder: "articles", absolutePath, relativePath: "a-day-out.md" }, markdown.frontmatter, markdown.rawMarkdownBody)
}

const article = (date: string) => `---\ntitle: "A day out"\ndate: ${date}\nupdated: ${date}\n---\nWe went out.\n`

describe("a date as the editor typed it", () => {
  it("stops the build on an unquoted impossible date, naming the file and the field, where YAML would have rolled it into March", async () => {
    const { created, panics } = await build("---\ntitle: \"A day out\"\ndate: 2999-02-30\n---\nWe went out.\n")
    expect(created).toEqual([])
    expect(panics).toEqual(['content/articles/a-day-out.md: front matter field "date" must be a day of the calendar, got "2999-02-30": month 2 of 2999 has 28 days'])
  })

  it("reads a day the same quoted or not, and keeps it as written", async () => {
    for (const day of ["2024-02-29", "2024-05-31T10:30:00-06:00"]) {
      const [quoted] = (await build(article(JSON.stringify(day)))).created
      const [unquoted] = (await build(article(day))).created
      expect(unquoted).toEqual(quoted)
      expect(unquoted).toMatchObject({ date: day, updated: day })
    }
  })

  it("stops on every impossible day of any month, quoted or not", async () => {
    // Bounded: each month's first impossible day, over leap and common years and century years.
    for (const year of [1999, 2000, 2024, 2100]) {
      for (let month = 1; month <= 12; month++) {
        const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
        const day = `${year}-${String(month).padStart(2, "0")}-${days + 1}`
        for (const written of [day, JSON.stringify(day)]) {
          const { panics } = await build(`---\ntitle: "A day out"\ndate: ${written}\n---\nWe went out.\n`)
          // A 31st of a short month fails the calendar check; a 32nd is no ISO date at all.
          expect(panics).toEqual([expect.stringMatching(new RegExp(`^content/articles/a-day-out\\.md: front matter field "date" must be .*got "${day}"`))])
        }
      }
    }
  })
})

describe("readMarkdown", () => {
  it("is how the build reads front matter: YAML without timestamps, every other value as YAML reads it", () => {
    expect(readMarkdown("---\ndate: 2999-02-30\ntags: [a, b]\ndraft: true\ncount: 3\nnone: ~\n---\nBody\n")).toMatchObject({
      data: { date: "2999-02-30", tags: ["a", "b"], draft: true, count: 3, none: null },
      content: "Body\n",
    })
  })
})
