/** @jest-environment node */
// Scheduled posts in the build, with its clock moved: every Markdown file goes through the real
// onCreateNode, and a later build that keeps those nodes (Gatsby's cache, as Netlify restores it)
// goes through the real sourceNodes. What the site then publishes comes from its own rules.
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import fc from "fast-check"
import type { Node } from "gatsby"
import { blogRoutes, publicVersions, type RoutedArticle } from "../src/lib/article-routes"
import { readNextByArticle } from "../src/lib/read-next"
import { freshModule } from "../src/test-support/fresh-module"
import { hookArgs, NodeStore, runOnFolder, type StoredNode } from "../src/test-support/markdown-node"
import { testFolder } from "./test-support/folder"

type ArticleNode = RoutedArticle & Node & { date: string; scheduled: boolean; isPublishedOriginal: boolean }

// Gatsby's createContentDigest hashes an object whatever the order of its keys (node-object-hash sorts them).
const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value !== null && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, field]) => [key, sortedKeys(field)]))
      : value
const digest = (value: unknown) => createHash("md5").update(JSON.stringify(sortedKeys(value))).digest("hex")

/** The build's node hooks as a build started at `clock` loads them: each build is a process of its own. */
function buildAt(clock: string) {
  process.env.SITE_BUILD_TIME = clock
  return freshModule(() => jest.requireActual<typeof import("./nodes")>("./nodes"))
}

/** A build with no cache: onCreateNode makes the nodes of every file. */
async function coldBuild(clock: string, folder: string): Promise<NodeStore> {
  const { onCreateNode } = buildAt(clock)
  const { store, panics, settled } = runOnFolder(onCreateNode, folder, fs.readdirSync(folder), { createContentDigest: digest })
  await settled
  if (panics.length) throw new Error(panics.join("\n"))
  return store
}

const articlesOf = (store: NodeStore) => store.getNodesByType("Article") as unknown as ArticleNode[]

/** The nodes of `store`, each a copy, in the order `ids` gives (Gatsby's cache keeps no order of its own). */
function copyOf(store: NodeStore, ids: readonly string[] = [...store.nodes.keys()]): NodeStore {
  const copy = new NodeStore()
  for (const id of ids) copy.createNode(structuredClone(store.getNode(id)!))
  return copy
}

/** A build that finds every file unchanged: Gatsby keeps the earlier build's nodes and calls sourceNodes. */
async function warmBuild(clock: string, kept: NodeStore): Promise<NodeStore> {
  const { sourceNodes } = buildAt(clock)
  const store = copyOf(kept)
  const panics: string[] = []
  await (sourceNodes as (args: unknown) => Promise<void>)(hookArgs(store, { createContentDigest: digest, panics }))
  if (panics.length) throw new Error(panics.join("\n"))
  return store
}

/** Gatsby's store once it has deleted the nodes of files no longer there, after every plugin's sourceNodes. */
function withoutDeleted(store: NodeStore): NodeStore {
  const fileOf = (node: StoredNode | undefined): StoredNode | undefined => (!node || node.internal.type === "File" ? node : fileOf(store.getNode(node.parent ?? "")))
  return copyOf(
    store,
    [...store.nodes.keys()].filter(id => fs.existsSync(String(fileOf(store.getNode(id))?.absolutePath))),
  )
}

/** Everything a build made of the files: the product's nodes whole, and the fields it gave the Markdown nodes. */
const madeOf = (store: NodeStore) =>
  Object.fromEntries([...store.nodes.values()].filter(node => node.internal.type !== "File").map(node => [node.id, node.internal.type === "MarkdownRemark" ? node.fields : node]))

/** What visitors get of the articles, as the site's rules give it from each Article's standing. */
function published(articles: readonly ArticleNode[]) {
  const readNext = readNextByArticle(articles)
  return {
    readable: publicVersions(articles).map(a => a.path).sort(),
    listed: articles.filter(a => a.isPublishedOriginal).map(a => a.slug).sort(),
    tagPages: blogRoutes(articles).map(route => route.path),
    nextAfterSongs: readNext.get(articles.find(node => node.slug === "songs")!.id)?.next ?? null,
  }
}

describe("a post dated ahead, in the build", () => {
  const files: Record<string, string> = {
    "songs.md": '---\ntitle: "Songs"\ndate: "2025-01-01"\ntags: ["music"]\n---\nWe played four songs.\n',
    "new-year.md": '---\ntitle: "New year"\ndate: "2026-01-01"\ntags: ["music", "magic"]\n---\nA card trick for the new year.\n',
    "new-year-es.md": '---\ntitle: "Año nuevo"\ndate: "2026-01-01"\nlang: "es"\n---\nUn truco de cartas para el año nuevo.\n',
  }
  const folder = testFolder("scheduled-", files)
  const lastMomentBefore = "2025-12-31T23:59:59-06:00"
  const firstMomentOfItsDay = "2026-01-01T00:00:00-06:00"
  const originalEnv = process.env.SITE_BUILD_TIME
  afterEach(() => {
    if (originalEnv === undefined) delete process.env.SITE_BUILD_TIME
    else process.env.SITE_BUILD_TIME = originalEnv
  })

  it("is nowhere a post goes in a build before its day in the site's time zone, though it is already that day in UTC", async () => {
    expect(published(articlesOf(await coldBuild(lastMomentBefore, folder.path())))).toEqual({
      readable: ["/article/songs"],
      listed: ["songs"],
      tagPages: ["/blog", "/blog/music", "/blog/tag/music"],
      nextAfterSongs: null,
    })
  })

  it("is everywhere a post goes from the first build on its day, translation and tags with it", async () => {
    const onItsDay = articlesOf(await coldBuild(firstMomentOfItsDay, folder.path()))
    const newYear = onItsDay.find(node => node.slug === "new-year")!
    expect(published(onItsDay)).toEqual({
      readable: ["/article/new-year", "/article/new-year/es", "/article/songs"],
      listed: ["new-year", "songs"],
      tagPages: ["/blog", "/blog/magic", "/blog/tag/magic", "/blog/music", "/blog/tag/music"],
      nextAfterSongs: newYear.id,
    })
  })

  it("is published by a build on its day that keeps the nodes of the build before, as a build with no cache publishes it", async () => {
    const before = await coldBuild(lastMomentBefore, folder.path())
    const warm = await warmBuild(firstMomentOfItsDay, before)
    expect(madeOf(warm)).toEqual(madeOf(await coldBuild(firstMomentOfItsDay, folder.path())))
    // A new digest is what makes Gatsby run again the queries that read the Article.
    const digestOf = (store: NodeStore) => articlesOf(store).find(node => node.slug === "new-year")!.internal.contentDigest
    expect(digestOf(warm)).not.toBe(digestOf(before))
  })

  it("leaves alone the nodes whose making the day does not change", async () => {
    const before = await coldBuild(lastMomentBefore, folder.path())
    expect(madeOf(await warmBuild("2025-12-31T08:00:00-06:00", before))).toEqual(madeOf(before))
  })

  it("makes anew, as a build with no cache makes them, whatever nodes it keeps from a build whose code made them otherwise", async () => {
    // Netlify restores Gatsby's cache, so the first build of new code keeps the nodes the old one
    // made: one that lacked a field, or worked one out otherwise, or ran on another day; and the
    // nodes of files deleted since, which Gatsby deletes only once every plugin has sourced its own.
    const cold = await coldBuild(firstMomentOfItsDay, folder.path())
    const earlierBuilds = { [lastMomentBefore]: await coldBuild(lastMomentBefore, folder.path()), [firstMomentOfItsDay]: cold }
    const madeByCode = (node: StoredNode) => Object.keys(node).filter(field => !["id", "parent", "children", "internal"].includes(field))
    const articleIds = articlesOf(cold).map(node => node.id)
    const fields = [...new Set(articlesOf(cold).flatMap(madeByCode))]
    const otherwise = fc.record({
      node: fc.constantFrom(...articleIds),
      field: fc.constantFrom(...fields),
      // undefined: the old code did not make the field
      value: fc.option(fc.jsonValue(), { nil: undefined }),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(lastMomentBefore, firstMomentOfItsDay),
        fc.shuffledSubarray([...cold.nodes.keys()], { minLength: cold.nodes.size }),
        fc.array(otherwise, { maxLength: 6 }),
        fc.boolean(),
        // files deleted since the earlier build, whose nodes it keeps until Gatsby deletes them
        fc.subarray(Object.keys(files)),
        // Articles the earlier build's code made under another id
        fc.subarray(articleIds),
        async (earlierClock, order, changes, withoutLines, deleted, otherIds) => {
          for (const [name, text] of Object.entries(files)) folder.write(name, text)
          for (const name of deleted) fs.rmSync(path.join(folder.path(), name))
          const kept = copyOf(earlierBuilds[earlierClock], order)
          for (const { node, field, value } of changes) {
            const made = kept.getNode(node)!
            if (value === undefined) delete made[field]
            else made[field] = value
          }
          if (withoutLines) for (const markdown of kept.getNodesByType("MarkdownRemark")) delete markdown.fields
          for (const id of otherIds) {
            const made = kept.getNode(id)!
            kept.nodes.delete(id)
            kept.createNode({ ...made, id: `earlier-${id}` })
            const markdown = kept.getNode(made.parent!)!
            markdown.children = markdown.children!.map(child => (child === id ? `earlier-${id}` : child))
          }
          const expected = deleted.length ? await coldBuild(firstMomentOfItsDay, folder.path()) : cold
          expect(madeOf(withoutDeleted(await warmBuild(firstMomentOfItsDay, kept)))).toEqual(madeOf(expected))
        },
      ),
      { seed: 4242, numRuns: 150 },
    )
  })

  it("stops the build naming SITE_BUILD_TIME, not a content file, when it is no moment", async () => {
    await expect(coldBuild("New Year's Eve", folder.path())).rejects.toThrow(/^SITE_BUILD_TIME must be an ISO date-time with its offset/)
  })
})
