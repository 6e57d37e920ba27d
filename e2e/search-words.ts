// Words to search for, read from the content as it is today, so a test never pins an article: for
// an article, a word of its body that no other page the index holds shares (not even the first six
// letters, so neither word rules nor prefix matching can reach another page).
import fs from "node:fs"
import path from "node:path"
import { draftFiles, publicArticles, type ArticleFile } from "./content"

const root = path.join(__dirname, "..")

/** Letters only, lower case, without accents: as the index compares words. */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()

/** The text of a Markdown body as a reader sees it: no addresses, pictures or markup. */
const readable = (markdown: string) =>
  markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/<[^>]+>/g, " ")
    .replace(/https?:\/\/\S+/g, " ")

const wordsOf = (text: string) => [...new Set(plain(readable(text)).match(/\p{L}+/gu) ?? [])]

const fileText = (...parts: string[]) => fs.readFileSync(path.join(root, ...parts), "utf8")
const folderText = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter(name => /\.(md|json)$/.test(name))
    .map(name => fileText(folder, name))
    .join("\n")

/** Everything else the index may hold: the site's pages, projects, experiments, quotes and zones. */
const sitePagesText = plain(
  [folderText("content/pages"), folderText("content/projects"), ...["experiments", "quotes", "zones"].map(name => fileText("content/data", `${name}.json`))].join("\n"),
)

/** A word of this text that none of `others` shares six letters with, or undefined when there is none. */
function uniqueWord(text: string, others: readonly string[]): string | undefined {
  const elsewhere = plain([sitePagesText, ...others].join("\n"))
  return wordsOf(text)
    .filter(word => word.length >= 8 && word.length <= 20)
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .find(word => !elsewhere.includes(word.slice(0, 6)))
}

const textOf = (article: ArticleFile) => `${article.title}\n${article.body}`

/** A public article of this language with a word found in its body and on no other page the index holds. */
export function articleWithUniqueWord(lang: string): { article: ArticleFile; word: string } {
  for (const article of publicArticles.filter(a => a.lang === lang)) {
    const others = [...publicArticles, ...draftFiles].filter(other => other !== article).map(textOf)
    const word = uniqueWord(article.body, others)
    if (word) return { article, word }
  }
  throw new Error(`no ${lang} article has a word of its own to search for`)
}

/** For each draft, a word of its body that no public page holds: a search for it must find nothing. */
export const draftWords = draftFiles.flatMap(draft => {
  const word = uniqueWord(draft.body, publicArticles.map(textOf))
  return word ? [{ draft, word }] : []
})
