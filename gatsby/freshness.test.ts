/** @jest-environment node */
// The build's freshness computation over a folder of small articles written here: every Markdown
// file goes through the real onCreateNode (as gatsby-transformer-remark hands it over), and each
// translation's `originalUpdated` comes from the real schema resolver. Only Gatsby's plumbing is stood in.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { readMarkdown } from "../src/lib/front-matter"
import { bodyDigest } from "../src/lib/translation-freshness"
import { runOnMarkdown } from "../src/test-support/markdown-node"
import { onCreateNode } from "./nodes"
import { createSchemaCustomization } from "./schema"

type ArticleNode = Record<string, unknown> & { slug: string; isTranslation: boolean }
type Resolver = (source: ArticleNode, args: unknown, context: unknown) => Promise<boolean>

const original = "songs"
const translation = "songs-es"
const SONGS = "We played four songs.\n\nThe last one twice.\n"
const TACOS = "Hicimos tacos de canasta.\n"

/** A folder of two originals, each with a translation stamped with its original's current text. */
function writeArticles(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "articles-"))
  const write = (slug: string, fields: string, body: string) => fs.writeFileSync(path.join(folder, `${slug}.md`), `---\n${fields}---\n${body}`)
  write(original, 'title: "Songs"\ndate: "2024-01-01"\nexcerpt: "Four songs."\n', SONGS)
  write(translation, `title: "Canciones"\ndate: "2024-01-01"\nlang: "es"\ntranslationOf: "songs"\nsourceDigest: "${bodyDigest(SONGS)}"\n`, "Tocamos cuatro canciones.\n")
  write("tacos", 'title: "Tacos"\ndate: "2024-02-01"\nlang: "es"\n', TACOS)
  write("tacos-en", `title: "Tacos"\ndate: "2024-02-01"\nsourceDigest: "${bodyDigest(TACOS)}"\n`, "We made basket tacos.\n")
  return folder
}

/** Article nodes as the build makes them from the files in `folder`. */
function buildArticles(folder: string): ArticleNode[] {
  return fs
    .readdirSync(folder)
    .filter(name => name.endsWith(".md"))
    .flatMap(name => {
      const absolutePath = path.join(folder, name)
      const { data, content } = readMarkdown(fs.readFileSync(absolutePath, "utf8"))
      const { created, panics } = runOnMarkdown(onCreateNode, { folder: "articles", absolutePath, relativePath: name }, data, content)
      if (panics.length) throw new Error(panics.join("\n"))
      return created as ArticleNode[]
    })
}

function originalUpdatedResolver(): Resolver {
  let resolver: Resolver | undefined
  const schema = { buildObjectType: (config: { name: string; fields: Record<string, { resolve?: Resolver }> }) => config }
  const actions = {
    createTypes: (types: Array<{ name: string; fields: Record<string, { resolve?: Resolver }> }>) => {
      resolver = types.find(t => t.name === "Article")?.fields.originalUpdated.resolve
    },
  }
  ;(createSchemaCustomization as (a: unknown) => void)({ actions, schema })
  if (!resolver) throw new Error("the Article type has no originalUpdated resolver")
  return resolver
}

/** The slugs of the translations the build marks as made from an older original. */
async function outdatedTranslations(folder: string): Promise<string[]> {
  const nodes = buildArticles(folder)
  const nodeModel = {
    findOne: async ({ query }: { query: { filter: Record<string, { eq: unknown }> } }) => {
      const [[field, { eq }]] = Object.entries(query.filter)
      return nodes.find(node => node[field] === eq) ?? null
    },
  }
  const resolve = originalUpdatedResolver()
  const outdated: string[] = []
  for (const node of nodes) if (await resolve(node, {}, { nodeModel })) outdated.push(node.slug)
  return outdated.sort()
}

const edit = (folder: string, slug: string, change: (text: string) => string) => {
  const file = path.join(folder, `${slug}.md`)
  fs.writeFileSync(file, change(fs.readFileSync(file, "utf8")))
}

describe("translation freshness in the build", () => {
  let folder: string
  beforeEach(() => {
    folder = writeArticles()
  })
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }))

  it("holds a translation that records its original's current text in sync, named in its front matter or by its file name alone", async () => {
    expect(await outdatedTranslations(folder)).toEqual([])
  })

  it("marks only the translation of the original whose text changed", async () => {
    edit(folder, original, text => `${text.trimEnd()}\n\nOne more sentence, added after the translation was made.\n`)
    expect(await outdatedTranslations(folder)).toEqual([translation])
  })

  it("follows a translation named by its file name alone as it follows one that states translationOf", async () => {
    edit(folder, "tacos", text => `${text.trimEnd()}\n\nOtra frase, escrita después de la traducción.\n`)
    expect(await outdatedTranslations(folder)).toEqual(["tacos-en"])
  })

  it("ignores front-matter edits, line endings and trailing spaces in an original", async () => {
    edit(folder, original, text =>
      text.replace(/^title: .*$/m, 'title: "Another title"').replace(/^excerpt: .*$/m, 'excerpt: "Another summary."').replace(/\n/g, "  \r\n"),
    )
    expect(await outdatedTranslations(folder)).toEqual([])
  })

  it("cannot vouch for a translation that records no digest", async () => {
    edit(folder, translation, text => text.replace(/^sourceDigest: .*\n/m, ""))
    expect(await outdatedTranslations(folder)).toEqual([translation])
  })
})
