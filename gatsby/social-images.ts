import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import sharp from "sharp"
import { publicVersions, type RoutedArticle } from "../src/lib/article-routes"
import { isLang, type Lang } from "../src/lib/language"
import { SOCIAL_IMAGE } from "../src/lib/card-picture"
import { colourOf, paintThrough, pixelsOf, type Pixels } from "../src/lib/pixels"
import { socialCardOf, type SocialCard } from "../src/lib/social-image"
import { startSideWork } from "./side-work"
import { inTheBackground } from "./build/on-another-core"

// The dark theme's tokens (src/styles/global.css). The font comes from the system through
// fontconfig: DejaVu Sans (Debian's fonts-dejavu-core), which .ci/run installs.
const COLORS = { background: "#11131a", accent: "#ffb454", text: "#eef0f5", muted: "#b7bdcc" }
const FONT = "DejaVu Sans"
const TITLE_BOX = { left: 80, top: 150, width: 1040, height: 330 }
const TITLE_SIZE = 72
const TITLE_COLOUR = colourOf(COLORS.text)

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** Everything but the title: background, accent bar, site name, language and host. */
function frameSvg(card: SocialCard): string {
  const { width, height } = SOCIAL_IMAGE
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${COLORS.background}"/>
  <rect width="16" height="${height}" fill="${COLORS.accent}"/>
  <text x="80" y="110" font-family="${FONT}" font-weight="bold" font-size="40" fill="${COLORS.accent}">${escapeXml(card.site)}</text>
  <text x="80" y="565" font-family="${FONT}" font-size="32" fill="${COLORS.muted}">${escapeXml(card.language)}</text>
  <text x="1120" y="565" text-anchor="end" font-family="${FONT}" font-size="32" fill="${COLORS.muted}">${escapeXml(card.host)}</text>
</svg>`
}

/**
 * The title wrapped to the box's width at full size, or shrunk to fit the box when it is long, as
 * its coverage (one channel): a quarter of the bytes of a coloured drawing, the same shapes.
 */
async function titleCoverage(title: string): Promise<Pixels> {
  const base = { text: escapeXml(title), width: TITLE_BOX.width, wrap: "word" as const }
  const drawn = (text: typeof base & { font: string; height?: number }) =>
    sharp({ text })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(pixelsOf)
  const full = await drawn({ ...base, font: `${FONT} Bold ${TITLE_SIZE}` })
  if (full.height <= TITLE_BOX.height) return full
  return drawn({ ...base, font: `${FONT} Bold`, height: TITLE_BOX.height })
}

// A site has one frame per language, so each is drawn once and kept as raw pixels: drawing the SVG
// took a third of every card's time, and a large site's first build draws thousands of cards.
const frames = new Map<string, Promise<Pixels>>()
function frameImage(card: SocialCard): Promise<Pixels> {
  const svg = frameSvg(card)
  let frame = frames.get(svg)
  if (!frame) {
    frame = sharp(Buffer.from(svg))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(pixelsOf)
    frames.set(svg, frame)
    // A failed drawing is not kept: the next card draws the frame again.
    frame.catch(() => frames.delete(svg))
  }
  return frame
}

// Cards are painted on canvases used again and again, one per card being drawn: a new 2 MB buffer
// per card made the heap be collected every few dozen cards.
const canvases: Buffer[] = []

/** A 1200x630 PNG showing the card. */
export async function renderSocialImage(card: SocialCard): Promise<Buffer> {
  const [frame, title] = await Promise.all([frameImage(card), titleCoverage(card.title)])
  const canvas = canvases.pop() ?? Buffer.alloc(frame.data.length)
  try {
    frame.data.copy(canvas)
    const image = { ...frame, data: canvas }
    const top = TITLE_BOX.top + Math.round((TITLE_BOX.height - title.height) / 2)
    paintThrough(image, title, TITLE_COLOUR, TITLE_BOX.left, top)
    // sharp reads the canvas until the PNG is made, and no longer.
    return await sharp(canvas, { raw: { width: image.width, height: image.height, channels: image.channels as 3 } })
      .png()
      .toBuffer()
  } finally {
    canvases.push(canvas)
  }
}

interface SocialImageIndex {
  allArticle: { nodes: Array<Pick<RoutedArticle, "slug" | "status" | "translationOf"> & { file: string; title: string; lang: string; socialImage: string | null }> }
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  )

export type Card = SocialImageIndex["allArticle"]["nodes"][number]

/**
 * Renders the card of every published article without a thumbnail into public/og, at the address its page
 * names (Article.socialImage). Renders are kept in the build cache under the same name, which
 * changes with what the card shows, so a later build renders only new or changed cards. The
 * rendering runs beside the rest of the build (gatsby/side-work.ts): no page reads the files.
 */
export async function createSocialImages({ graphql, cache, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<SocialImageIndex>(`
    query SocialImageIndex {
      allArticle {
        nodes { slug status translationOf file title lang socialImage }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the articles for their social images", result.errors)
    return
  }
  // A draft's title must not be published, not even drawn in a picture.
  const cards = publicVersions(result.data.allArticle.nodes).filter(article => article.socialImage && isLang(article.lang))
  // In Gatsby's thread, each card waited between its steps for webpack's long tasks, and the queries'
  // turn came before the cards were done; in a thread of their own they took a core from webpack and
  // the queries. In the background the scheduler gives Gatsby's processes the cores first.
  const cacheDir = path.join(cache.directory, "og")
  startSideWork("Social images", reporter, () => inTheBackground<typeof import("./social-images"), "publishSocialImages">(path.resolve("gatsby", "social-images.ts"), "publishSocialImages", cards, cacheDir))
}

/** Writes each card into public/og (from `cacheDir` when rendered before), and removes every other file from both. */
export async function publishSocialImages(cards: readonly Card[], cacheDir: string): Promise<void> {
  const publicDir = path.resolve("public", "og")
  await Promise.all([fs.mkdir(publicDir, { recursive: true }), fs.mkdir(cacheDir, { recursive: true })])
  const published = new Set<string>()
  const publish = async (article: Card) => {
    const name = path.basename(article.socialImage!)
    const cached = path.join(cacheDir, name)
    if (!(await exists(cached))) await fs.writeFile(cached, await renderSocialImage(socialCardOf({ title: article.title, lang: article.lang as Lang })))
    await fs.copyFile(cached, path.join(publicDir, name))
    published.add(name)
  }
  // One render per core but one: with a render on every core the cards slowed the build's own steps,
  // in a thread of their own and again at the lowest priority (docs/performance.md).
  let next = 0
  const worker = async () => {
    while (next < cards.length) {
      const article = cards[next++]
      try {
        await publish(article)
      } catch (error) {
        next = cards.length
        throw new Error(`${article.file}: could not make its social image: ${(error as Error).message}`)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism() - 1) }, worker))
  // Cards of retitled or removed articles would otherwise be served and cached for ever.
  for (const dir of [publicDir, cacheDir]) {
    for (const name of await fs.readdir(dir)) if (!published.has(name)) await fs.rm(path.join(dir, name), { force: true })
  }
}
