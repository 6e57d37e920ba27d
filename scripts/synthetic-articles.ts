// Generated articles for the size benchmark, written as the site keeps its articles and as Gatsby's blog starter keeps its posts.
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"

const WORDS = "guitar code stage card riff deploy practice tempo kernel magic chord patch table river song night build".split(" ")

/** Every tag a generated article may use: one of the words, and "bench" on all of them. */
export const SYNTHETIC_TAGS = [...WORDS, "bench"]

/** A word of every generated article's text, for the first search. */
export const SEARCHED_WORD = WORDS[0]

/** One original in this many shows a picture, and so does its translation: one article in ten. */
export const PICTURE_EVERY = 10

/** One generated article: its slug, its Markdown, and the picture it shows, if any (a file name under images/). */
export interface SyntheticArticle {
  slug: string
  text: string
  picture?: string
}

/**
 * Article `i`: an English original for even numbers, its Spanish translation for the next odd one.
 * Every article has two tags; an article with a picture shows it as its thumbnail and in its text,
 * so the starter, which has no thumbnails, makes the picture's sizes too.
 */
export function syntheticArticle(i: number): SyntheticArticle {
  const original = Math.floor(i / 2)
  const isTranslation = i % 2 === 1
  const picture = original % PICTURE_EVERY === 0 ? `synthetic-${original}.jpg` : undefined
  const paragraphs = Array.from({ length: 8 }, (_, p) => Array.from({ length: 60 }, (_, w) => WORDS[(i * 7 + p * 13 + w) % WORDS.length]).join(" "))
  if (picture) paragraphs.splice(2, 0, `![A generated picture, number ${original}](./images/${picture})`)
  const date = new Date(Date.UTC(2010, 0, 1) + original * 86_400_000).toISOString().slice(0, 10)
  const frontMatter = [
    `title: "Synthetic article ${i}"`,
    `date: "${date}"`,
    `excerpt: "Generated for the build benchmark."`,
    ...(picture ? [`thumbnail: "./images/${picture}"`] : []),
    `tags: ["${WORDS[original % WORDS.length]}", "bench"]`,
    `lang: "${isTranslation ? "es" : "en"}"`,
    ...(isTranslation ? [`translationOf: "synthetic-${original}"`, `translatedFrom: "en"`] : []),
  ]
  return {
    slug: isTranslation ? `synthetic-${original}-es` : `synthetic-${original}`,
    text: `---\n${frontMatter.join("\n")}\n---\n\n## Part one\n\n${paragraphs.join("\n\n")}\n`,
    picture,
  }
}

/**
 * The picture `name` in `picturesDir`, made on first use: a 1,200 × 630 JPEG, as editors upload,
 * no two alike, so none is processed once for two articles that do not share it.
 */
async function pictureFile(picturesDir: string, name: string): Promise<string> {
  const file = path.join(picturesDir, name)
  if (fs.existsSync(file)) return file
  const seed = Number(name.match(/\d+/)?.[0] ?? 0)
  const hue = (seed * 47) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="hsl(${hue},45%,35%)"/>
  <circle cx="${200 + ((seed * 97) % 800)}" cy="315" r="${120 + (seed % 90)}" fill="hsl(${(hue + 150) % 360},60%,60%)"/>
  <text x="60" y="580" font-size="64" font-family="DejaVu Sans" fill="#fff">${seed}</text>
</svg>`
  fs.mkdirSync(picturesDir, { recursive: true })
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file)
  return file
}

/**
 * Writes `count` generated articles where `layout` puts each article's Markdown, with its picture
 * in an images/ folder beside it. Pictures are made once in `picturesDir` and copied.
 */
async function writeArticles(count: number, picturesDir: string, layout: (slug: string) => string): Promise<void> {
  for (let i = 0; i < count; i++) {
    const { slug, text, picture } = syntheticArticle(i)
    const file = layout(slug)
    fs.mkdirSync(path.join(path.dirname(file), "images"), { recursive: true })
    fs.writeFileSync(file, text)
    if (picture) fs.copyFileSync(await pictureFile(picturesDir, picture), path.join(path.dirname(file), "images", picture))
  }
}

/** The site's way: content/articles/{slug}.md, pictures in content/articles/images/. */
export const writeSiteArticles = (articlesDir: string, count: number, picturesDir: string): Promise<void> =>
  writeArticles(count, picturesDir, slug => path.join(articlesDir, `${slug}.md`))

/** The starter's way: content/blog/{slug}/index.md, each post's pictures in its own folder. */
export const writeStarterPosts = (blogDir: string, count: number, picturesDir: string): Promise<void> =>
  writeArticles(count, picturesDir, slug => path.join(blogDir, slug, "index.md"))
