/** @jest-environment node */
// Scheduled posts in the build, with its clock moved: every Markdown file goes through the real
// onCreateNode, and a later build that keeps those nodes (Gatsby's cache, as Netlify restores it)
// goes through the real sourceNodes. What the site then publishes comes from its own rules.
import { createHash } from "node:crypto"
import fs from "node:fs"
import type { Node } from "gatsby"
import { blogRoutes, publicVersions, type RoutedArticle } from "../src/lib/article-routes"
import { readNextByArticle } from "../src/lib/read-next"
import { freshModule } from "../src/test-support/fresh-module"
import { runOnFolder } from "../src/test-support/markdown-node"
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

/** A build with no cache: onCreateNode makes an Article of every file. */
function coldBuild(clock: string, folder: string): ArticleNode[] {
  const { onCreateNode } = buildAt(clock)
  const { store, panics } = runOnFolder(onCreateNode, folder, fs.readdirSync(folder), { createContentDigest: digest })
  if (panics.length) throw new Error(panics.join("\n"))
  return store.getNodesByType("Article") as unknown as ArticleNode[]
}

/** A build that finds every file unchanged: Gatsby keeps the earlier build's Articles and calls sourceNodes. */
function warmBuild(clock: string, kept: readonly ArticleNode[]): ArticleNode[] {
  const { sourceNodes } = buildAt(clock)
  const nodes = new Map(kept.map(node => [node.id, node]))
  ;(sourceNodes as (args: unknown) => void)({
    getNode: (id: string) => nodes.get(id),
    getNodesByType: (type: string) => (type === "Article" ? [...kept] : []),
    actions: { createNode: (node: ArticleNode) => nodes.set(node.id, node) },
    createNodeId: (seed: string) => seed,
    createContentDigest: digest,
  })
  return [...nodes.values()]
}

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
  const folder = testFolder("scheduled-", {
    "songs.md": '---\ntitle: "Songs"\ndate: "2025-01-01"\ntags: ["music"]\n---\nWe played four songs.\n',
    "new-year.md": '---\ntitle: "New year"\ndate: "2026-01-01"\ntags: ["music", "magic"]\n---\nA card trick for the new year.\n',
    "new-year-es.md": '---\ntitle: "Año nuevo"\ndate: "2026-01-01"\nlang: "es"\n---\nUn truco de cartas para el año nuevo.\n',
  })
  const lastMomentBefore = "2025-12-31T23:59:59-06:00"
  const firstMomentOfItsDay = "2026-01-01T00:00:00-06:00"
  const originalEnv = process.env.SITE_BUILD_TIME
  afterEach(() => {
    if (originalEnv === undefined) delete process.env.SITE_BUILD_TIME
    else process.env.SITE_BUILD_TIME = originalEnv
  })

  it("is nowhere a post goes in a build before its day in the site's time zone, though it is already that day in UTC", () => {
    expect(published(coldBuild(lastMomentBefore, folder.path()))).toEqual({
      readable: ["/article/songs"],
      listed: ["songs"],
      tagPages: ["/blog", "/blog/music", "/blog/tag/music"],
      nextAfterSongs: null,
    })
  })

  it("is everywhere a post goes from the first build on its day, translation and tags with it", () => {
    const onItsDay = coldBuild(firstMomentOfItsDay, folder.path())
    const newYear = onItsDay.find(node => node.slug === "new-year")!
    expect(published(onItsDay)).toEqual({
      readable: ["/article/new-year", "/article/new-year/es", "/article/songs"],
      listed: ["new-year", "songs"],
      tagPages: ["/blog", "/blog/magic", "/blog/tag/magic", "/blog/music", "/blog/tag/music"],
      nextAfterSongs: newYear.id,
    })
  })

  it("is published by a build on its day that keeps the nodes of the build before, as a build with no cache publishes it", () => {
    const before = coldBuild(lastMomentBefore, folder.path())
    const warm = warmBuild(firstMomentOfItsDay, before)
    const cold = coldBuild(firstMomentOfItsDay, folder.path())
    const byId = (nodes: readonly ArticleNode[]) => Object.fromEntries(nodes.map(node => [node.id, node]))
    expect(byId(warm)).toEqual(byId(cold))
    // A new digest is what makes Gatsby run again the queries that read the Article.
    const digestOf = (nodes: readonly ArticleNode[]) => nodes.find(node => node.slug === "new-year")!.internal.contentDigest
    expect(digestOf(warm)).not.toBe(digestOf(before))
  })

  it("leaves alone the Articles whose standing the day does not change", () => {
    const before = coldBuild(lastMomentBefore, folder.path())
    expect(warmBuild("2025-12-31T08:00:00-06:00", before)).toEqual(before)
  })

  it("makes anew, as a build with no cache makes them, the Articles kept from a build whose code did not record their moment", () => {
    // Netlify restores Gatsby's cache, so the first build of new code keeps the Articles the old one made.
    const before = coldBuild(firstMomentOfItsDay, folder.path()).map(({ publishedAt: _, ...made }) => made as ArticleNode)
    const byId = (nodes: readonly ArticleNode[]) => Object.fromEntries(nodes.map(node => [node.id, node]))
    expect(byId(warmBuild(firstMomentOfItsDay, before))).toEqual(byId(coldBuild(firstMomentOfItsDay, folder.path())))
  })

  it("stops the build naming SITE_BUILD_TIME, not a content file, when it is no moment", () => {
    expect(() => coldBuild("New Year's Eve", folder.path())).toThrow(/^SITE_BUILD_TIME must be an ISO date-time with its offset/)
  })
})
