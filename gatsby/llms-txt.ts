import path from "node:path"
import { site } from "../src/config/site"
import { LANG_NAMES, LANGS, type Lang } from "../src/lib/language"
import { llmsTxt } from "../src/lib/llms-txt-format"
import { absoluteUrl, LLMS_TXT_PATH } from "../src/lib/paths"
import { writeIfChanged, type ListedArticle } from "./feed"

/** The site in one paragraph, in English with one sentence in Spanish. */
export const LLMS_SUMMARY =
  `${site.description} ${site.name} is his personal website: a blog whose articles are written in one language and usually ` +
  `translated into the other, a portfolio of projects and a few interactive experiments. En español: ${site.name} es el sitio ` +
  `personal de ${site.author}, con artículos en español y en inglés, casi todos traducidos al otro idioma.`

/** A language named in itself, as a heading: English, Español. */
const inItself = (lang: Lang): string => LANG_NAMES[lang][lang].replace(/^./, letter => letter.toUpperCase())

/**
 * Writes /llms.txt: the summary, then each language's published articles, originals and
 * translations, newest first (gatsby/feed.ts listedArticles).
 */
export function writeLlmsTxt(publicDir: string, articles: Record<Lang, readonly ListedArticle[]>): void {
  const text = llmsTxt({
    name: site.name,
    summary: LLMS_SUMMARY,
    sections: LANGS.map(lang => ({
      heading: inItself(lang),
      articles: articles[lang].map(article => ({ title: article.title, url: absoluteUrl(article.path), summary: article.excerpt, date: article.date })),
    })),
  })
  writeIfChanged(path.join(publicDir, LLMS_TXT_PATH), text)
}
