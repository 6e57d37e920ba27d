// Translation freshness from the command line, with the same digest the build uses.
//   tsx scripts/translations.ts status        every pair: in sync, outdated or missing;
//                                             exits 1 when a translation is missing
//   tsx scripts/translations.ts stamp SLUG    records the original's current digest in a
//                                             refreshed translation (SLUG: the translation,
//                                             e.g. foo-es, or its original, foo)
//   --articles DIR                            another articles folder (used by the tests)
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
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

function readArticles(dir: string): ArticleFile[] {
  return fs
    .readdirSync(dir)
    .filter(name => name.endsWith(".md"))
    .sort()
    .map(name => {
      const file = path.join(dir, name)
      // gray-matter is what gatsby-transformer-remark uses, so the body here is the build's body.
      const { data, content } = matter(fs.readFileSync(file, "utf8"))
      return {
        file,
        slug: name.slice(0, -".md".length),
        lang: data.lang,
        translationOf: data.translationOf ?? null,
        sourceDigest: data.sourceDigest ?? null,
        body: content,
      }
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

const { dir, command, rest } = parseArgs(process.argv.slice(2))
const articles = readArticles(dir)
if (command === "status") process.exitCode = status(articles)
else if (command === "stamp") process.exitCode = stamp(articles, rest[0])
else {
  console.error("Usage: tsx scripts/translations.ts status | stamp SLUG [--articles DIR]")
  process.exitCode = 2
}
