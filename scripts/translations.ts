// Translation freshness from the command line, with the same digest the build uses.
//   tsx scripts/translations.ts status        every pair: in sync, outdated or missing;
//                                             exits 1 when a translation is missing
//   tsx scripts/translations.ts stamp SLUG    records the original's current digest in a
//                                             refreshed translation (SLUG: the translation,
//                                             e.g. foo-es, or its original, foo)
//   --articles DIR                            another articles folder (used by the tests)
import fs from "node:fs"
import path from "node:path"
import { readMarkdown } from "../src/lib/front-matter"
import { site } from "../src/config/site"
import { articleFromSource } from "../src/lib/article-source"
import { ContentError } from "../src/content-model/content-error"
import { dayIn } from "../src/lib/schedule"
import { bodyDigest, translationStatus, withSourceDigest, type ArticleText } from "../src/lib/translation-freshness"

interface ArticleFile extends ArticleText {
  file: string
}

function parseArgs(argv: string[]) {
  const args = [...argv]
  const at = args.indexOf("--articles")
  const dir = at >= 0 ? path.resolve(args.splice(at, 2)[1] ?? "") : path.resolve(__dirname, "..", "content", "articles")
  const [command, ...rest] = args
  return { dir, command, rest }
}

/** The articles as the build reads them: which file translates which is the build's own rule. */
function readArticles(dir: string): ArticleFile[] {
  // Which file translates which is the same on any day; the day only decides what is published.
  const today = dayIn(new Date(), site.timeZone)
  const names = fs.readdirSync(dir).filter(name => name.endsWith(".md")).sort()
  const slugs = new Set(names.map(name => name.slice(0, -".md".length)))
  return names.map(name => {
    const file = path.join(dir, name)
    const slug = name.slice(0, -".md".length)
    // gray-matter is what gatsby-transformer-remark uses, so the body here is the build's body.
    const { data, content } = readMarkdown(fs.readFileSync(file, "utf8"))
    // Standing plays no part in pairing: no original's file is consulted for it.
    const article = articleFromSource({ file: path.relative(process.cwd(), file), slug, frontmatter: data, body: content, hasArticle: other => slugs.has(other), today, writtenOriginal: () => null })
    return { file, slug, lang: article.lang, translationOf: article.translationOf, sourceDigest: article.sourceDigest, body: content }
  })
}

function status(articles: ArticleFile[]): number {
  const { pairs, orphans } = translationStatus(articles)
  const width = Math.max(...pairs.map(p => p.original.length))
  for (const pair of pairs) {
    const line = `${pair.state.padEnd(9)} ${pair.original.padEnd(width)}  ${pair.translation}.md`
    if (pair.state !== "outdated") console.log(line)
    else console.log(`${line}  (${pair.sourceDigest ? `made from ${pair.sourceDigest}, original now ${pair.currentDigest}` : "records no sourceDigest"})`)
  }
  for (const orphan of orphans) console.log(`no original  ${orphan.translation}.md names "${orphan.original}", which does not exist`)
  const count = (state: string) => pairs.filter(p => p.state === state).length
  console.log(`\n${pairs.length} originals: ${count("in sync")} in sync, ${count("outdated")} outdated, ${count("missing")} missing`)
  if (count("outdated")) console.log("Refresh an outdated translation, then record it: npm run translations:stamp -- SLUG")
  return count("missing") > 0 || orphans.length > 0 ? 1 : 0
}

function stamp(articles: ArticleFile[], slug: string | undefined): number {
  if (!slug) {
    console.error("Name the translation to stamp: npm run translations:stamp -- SLUG")
    return 2
  }
  const bySlug = new Map(articles.map(a => [a.slug, a]))
  const named = bySlug.get(slug)
  if (!named) {
    console.error(`There is no article ${slug}.md`)
    return 1
  }
  const translations = named.translationOf ? [named] : articles.filter(a => a.translationOf === slug)
  if (translations.length === 0) {
    console.error(`${slug}.md has no translation to stamp`)
    return 1
  }
  for (const translation of translations) {
    const original = bySlug.get(translation.translationOf as string)
    if (!original) {
      console.error(`${translation.slug}.md names "${translation.translationOf}", which does not exist`)
      return 1
    }
    const digest = bodyDigest(original.body)
    fs.writeFileSync(translation.file, withSourceDigest(fs.readFileSync(translation.file, "utf8"), digest))
    console.log(`${translation.slug}.md now records ${digest}, the current text of ${original.slug}.md`)
  }
  return 0
}

function main(): number {
  const { dir, command, rest } = parseArgs(process.argv.slice(2))
  if (command !== "status" && command !== "stamp") {
    console.error("Usage: tsx scripts/translations.ts status | stamp SLUG [--articles DIR]")
    return 2
  }
  let articles: ArticleFile[]
  try {
    articles = readArticles(dir)
  } catch (error) {
    // A file the build would refuse: say which and why, as the build would, instead of a stack trace.
    if (!(error instanceof ContentError)) throw error
    console.error(error.message)
    return 1
  }
  return command === "status" ? status(articles) : stamp(articles, rest[0])
}

process.exitCode = main()
