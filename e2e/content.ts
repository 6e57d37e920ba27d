// The one place browser tests read content from: what an editor wrote under content/ and in
// static/media-playlist.json, so a test follows the content instead of pinning today's.
// Front-matter defaults, addresses, ordering and placeholders come from the site's own src/lib rules,
// so tests and site agree.
import fs from "node:fs"
import path from "node:path"
import { readMarkdown } from "../src/lib/front-matter"
import type { Content, Root } from "mdast"
import { headingList } from "../plugins/gatsby-remark-article/anchors"
import { parseMarkdown } from "../plugins/gatsby-remark-article/parse"
import { articleFromSource, type ArticleRecord } from "../src/lib/article-source"
import type { Written } from "../src/lib/article-standing"
import { draftVersions, publicVersions } from "../src/lib/article-routes"
import { projectFromSource, type ProjectRecord } from "../src/lib/project-source"
import { filterProjects } from "../src/lib/project-filters"
import type { Lang } from "../src/lib/language"
import { pairTags } from "../src/lib/tag-pairs"
import { TAG_METADATA_FILE } from "../src/lib/tags"
import { fillSitePlaceholders } from "../src/lib/site-placeholders"
import { dayIn } from "../src/lib/schedule"
import { site } from "../src/config/site"
import { config } from "../package.json"
import { FIXTURE_ARTICLES } from "../gatsby/content-sources"

const root = path.join(__dirname, "..")

interface MarkdownFile {
  /** the file name without `.md` */
  name: string
  data: Record<string, unknown>
  /** the Markdown after the front matter */
  body: string
}

/** Every Markdown file of a folder of the site's (content/…, or the tests' own e2e/fixture-content/…). */
function readMarkdownFolder(folder: string): MarkdownFile[] {
  const dir = path.join(root, folder)
  return fs
    .readdirSync(dir)
    .filter(name => name.endsWith(".md"))
    .map(name => {
      const { data, content } = readMarkdown(fs.readFileSync(path.join(dir, name), "utf8"))
      return { name: name.replace(/\.md$/, ""), data, body: content }
    })
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as T


/** A date as the site prints it: "July 15, 2025". */
export const longDate = (day: string) =>
  new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" })

/** A date as the blog's lists print it: "Jul 15, 2025". */
export const shortDate = (day: string) =>
  new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" })

/** The links of a Markdown text, in order: `[text](href)`. */
const markdownLinks = (markdown: string) => [...markdown.matchAll(/(?<!!)\[([^\]]+)\]\(([^)\s]+)\)/g)].map(([, text, href]) => ({ text: text.replace(/[*_`]/g, ""), href }))

/** An article file as the site reads it (its defaults, its language guess, its address), with its text. */
export interface ArticleFile extends ArticleRecord {
  /** the file, from the site's folder: content/articles/{slug}.md, or the tests' own */
  file: string
  /** the front matter as written */
  written: Record<string, unknown>
  /** the text of each `##` heading, in order */
  sections: string[]
  body: string
}

/**
 * The day of the build under test, which decides what a post dated ahead is on it. package.json
 * "config" sets both clocks: build:e2e's, a year before the scheduled test post; build:react's, the
 * first moment of that post's day, for the smoke run (E2E_SMOKE=1) against that build.
 */
export const buildDay = dayIn(new Date(process.env.E2E_SMOKE === "1" ? config.smokeBuildTime : config.e2eBuildTime), site.timeZone)

/**
 * The articles of the builds under test: the owner's, and the tests' own, which only test builds
 * read (gatsby/content-sources.ts). A translation pairs with an original in its own folder, as in the build.
 */
function readArticles(folder: string): ArticleFile[] {
  const markdown = readMarkdownFolder(folder)
  const names = new Set(markdown.map(file => file.name))
  const read = (name: string, data: Record<string, unknown>, body: string, writtenOriginal: (slug: string) => Written | null) =>
    articleFromSource({ file: `${folder}/${name}.md`, slug: name, frontmatter: data, body, hasArticle: slug => names.has(slug), today: buildDay, writtenOriginal })
  // Read once alone for what each file says of itself, then again beside its original, as the build pairs them.
  const alone = new Map(markdown.map(({ name, data, body }) => [name, read(name, data, body, () => null)]))
  return markdown.map(({ name, data, body }) => ({
    ...read(name, data, body, slug => alone.get(slug) ?? null),
    file: `${folder}/${name}.md`,
    written: data,
    sections: [...body.matchAll(/^## (.+)$/gm)].map(match => match[1].trim()),
    body,
  }))
}

export const articleFiles: ArticleFile[] = [...readArticles("content/articles"), ...readArticles(FIXTURE_ARTICLES)]

export const originals = articleFiles.filter(a => !a.translationOf)
export const publishedOriginals = originals.filter(a => a.status === "published")
export const drafts = originals.filter(a => a.status === "draft")
export const translationOf = (slug: string) => articleFiles.find(a => a.translationOf === slug)
/** Drafts and their translations, which are as private as their originals. */
export const draftFiles = draftVersions(articleFiles)
/** Every article and translation a visitor may read. */
export const publicArticles = publicVersions(articleFiles)
/** Published originals with their translation, the pair the language-switch tests walk. */
export const translatedOriginals = publishedOriginals.filter(a => translationOf(a.slug))
/** The draft the owner-area tests own (e2e/fixture-content/articles/test-draft.md), with a sentence found nowhere else. */
export const testDraft = drafts.find(a => a.slug === "test-draft")!
export const TEST_DRAFT_SENTENCE = "recites prime numbers backwards every leap-year Thursday in Oaxaca"
/** The post the scheduling tests own (e2e/fixture-content/articles/test-scheduled.md), dated ahead of build:e2e's clock, with a sentence found nowhere else. */
export const testScheduled = originals.find(a => a.slug === "test-scheduled")!
export const TEST_SCHEDULED_SENTENCE = "the tortoise in the clock tower of Puebla counts the minutes until the year three thousand"

export type ProjectFile = ProjectRecord

export const projectFiles: ProjectFile[] = readMarkdownFolder("content/projects").map(({ name, data }) =>
  projectFromSource({ file: `content/projects/${name}.md`, slug: name, frontmatter: data }),
)

/** Home's projects, in the order the site shows them. */
export const homeProjects = filterProjects(projectFiles.filter(p => p.showInHome), "all")

/** A page under content/pages (about, now). */
export function contentPage(name: string) {
  const file = readMarkdownFolder("content/pages").find(page => page.name === name)!
  return { title: file.data.title as string, lastUpdated: file.data.lastUpdated === undefined ? undefined : String(file.data.lastUpdated), links: markdownLinks(file.body), body: file.body }
}

export interface QuoteFile {
  content: string
  author: string
  reference: string
  translation: string
}

export const quoteFile = readJson<QuoteFile[]>("content/data/quotes.json")
export const quotesBy = (author: string) => quoteFile.filter(quote => quote.author === author)

/** The experiments' cards, their `{product}` placeholders filled as the site fills them. */
export const experiments = readJson<Array<{ id: string; title: string; path: string; status: string }>>("content/data/experiments.json").map(experiment => ({
  ...experiment,
  title: fillSitePlaceholders(experiment.title),
  path: fillSitePlaceholders(experiment.path),
}))

/** The media player documentation's numbered quick-start steps (content/docs/media-player-react.mdx), in order. */
export const mediaPlayerDocSteps = [...fs.readFileSync(path.join(root, "content", "docs", "media-player-react.mdx"), "utf8").matchAll(/^### (\d+\. .+)$/gm)].map(
  match => match[1].trim(),
)

export const homeData = readJson<{ footer_about: string; taglines: string[]; hero_descriptions: Array<{ text: string; label: string }> }>("content/data/home.json")

interface PlaylistFile {
  playlists: Array<{ id: string; title: string; items: Array<{ title: string; artist?: string; url: string; duration?: string; type: string }> }>
}
export const playlistFile = readJson<PlaylistFile>("static/media-playlist.json")

/** content/data/tags.json as an editor wrote it. */
export const tagMetadata = readJson<Record<string, { lang?: Lang; counterpart?: string }>>(TAG_METADATA_FILE)

/** content/data/tags.json's tags, each with the counterpart and language its pair gives it, as the build pairs them. */
export const declaredTags = pairTags(
  Object.entries(tagMetadata).map(([tag, meta]) => ({
    tag,
    lang: meta.lang ?? null,
    counterpart: meta.counterpart ?? null,
  })),
  (tag, field, detail) => new Error(`${TAG_METADATA_FILE}: tag "${tag}": field "${field}" ${detail}`),
)

/** The archaeological zones register, by state. */
export const zoneRegister = readJson<Record<string, Array<{ nombre: string; estatus: string; detalle_estatus: string }>>>("content/data/zones.json")

/** The texts of an article's second- and third-level headings, in order: what its contents list (if long enough). */
export const contentsHeadings = (article: ArticleFile): string[] =>
  headingList(parseMarkdown(article.body))
    .filter(heading => heading.depth === 2 || heading.depth === 3)
    .map(heading => heading.value ?? "")

/** Every node of an article's Markdown, in document order. */
function markdownNodes(article: ArticleFile): Array<Root | Content> {
  const nodes: Array<Root | Content> = []
  const visit = (node: Root | Content) => {
    nodes.push(node)
    if ("children" in node) node.children.forEach(visit)
  }
  visit(parseMarkdown(article.body))
  return nodes
}

/** An article's fenced code blocks: the language its fence names (null for none) and the code. */
export const codeBlocks = (article: ArticleFile): Array<{ language: string | null; code: string }> =>
  markdownNodes(article).flatMap(node => (node.type === "code" ? [{ language: node.lang ?? null, code: node.value }] : []))

/** The alt text of each picture an article's text shows (`![alt](file)`), in order. */
export const picturesIn = (article: ArticleFile): string[] => markdownNodes(article).flatMap(node => (node.type === "image" ? [node.alt ?? ""] : []))
