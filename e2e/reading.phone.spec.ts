import { MIN_CONTENTS_HEADINGS } from "../src/lib/contents"
import { codeBlocks, contentsHeadings, publicArticles, type ArticleFile } from "./content"
import { expect, expectAccessible, test } from "./fixtures"

const CONTENTS = { en: "Contents", es: "Contenido" } as const
const long = publicArticles.find(article => contentsHeadings(article).length >= MIN_CONTENTS_HEADINGS)!
const hasCode = (article: ArticleFile) => codeBlocks(article).some(block => block.language)

test("a long article's contents are folded above the text on a phone, and open to lead to each section", async ({ page }) => {
  const sections = contentsHeadings(long)
  await page.goto(long.path)
  const contents = page.getByRole("navigation", { name: CONTENTS[long.lang] })
  await expect(contents).toHaveCount(1)
  const summary = contents.getByText(CONTENTS[long.lang], { exact: true })
  await expect(summary).toBeVisible()
  // Folded: the links are in the page, out of sight until the reader opens the list.
  await expect(contents.locator("a")).toHaveCount(sections.length)
  await expect(contents.locator("a").first()).toBeHidden()
  const folded = (await contents.boundingBox())!
  const text = (await page.locator("article p").last().boundingBox())!
  expect(folded.y + folded.height).toBeLessThanOrEqual(text.y)

  await summary.click()
  await expect(contents.getByRole("link")).toHaveText(sections)
  await contents.getByRole("link").last().click()
  await expect(page.getByRole("heading", { name: sections.at(-1), exact: true })).toBeInViewport()
})

test("code fits a phone: it scrolls sideways in its own box, which a keyboard can reach", async ({ page }) => {
  const article = publicArticles.find(hasCode)!
  await page.goto(article.path)
  const figure = page.locator("article figure").filter({ has: page.locator("pre") }).first()
  const box = figure.locator("div").filter({ has: page.locator("pre") }).first()
  await expect(box).toHaveAttribute("tabindex", "0")
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  expect((await box.boundingBox())!.width).toBeLessThanOrEqual(375)
  await expectAccessible(page)
})
