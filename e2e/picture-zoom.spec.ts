import type { Locator, Page } from "@playwright/test"
import { PICTURE_ZOOM } from "../src/components/article/picture-zoom"
import { picturesIn, publicArticles } from "./content"
import { expect, expectAccessible, gotoInteractive, test } from "./fixtures"

// A picture in an article's text opens larger in a dialog: from the mouse or the keyboard, in the
// page's language, with the sizes the build made. On articles chosen from the content by whether
// their text shows a picture.
const withPicture = (lang: "en" | "es") => publicArticles.find(article => article.lang === lang && picturesIn(article).length > 0)!

/** The file an <img> shows, as the browser chose it ("" while it chooses). */
const shown = (img: Locator) => img.evaluate((element: HTMLImageElement) => element.currentSrc && new URL(element.currentSrc).pathname)

/** The files the build made for a <picture>, each with its width in pixels, as its sources offer them. */
const offered = async (picture: Locator) =>
  new Map(
    await picture.locator("source").evaluateAll(sources =>
      sources.flatMap(source =>
        source
          .getAttribute("srcset")!
          .split(",")
          .map(entry => entry.trim().split(/\s+/))
          .map(([file, width]) => [file, parseInt(width, 10)] as const),
      ),
    ),
  )

async function openPage(page: Page, lang: "en" | "es") {
  const article = withPicture(lang)
  await gotoInteractive(page, article.path)
  // The zoom's code loads after the page: until it has, a click on a picture is only a click.
  await expect(page.getByRole("button", { name: PICTURE_ZOOM[lang].open }).first()).toBeAttached()
  return { article, texts: PICTURE_ZOOM[lang] }
}

for (const lang of ["en", "es"] as const) {
  test.describe(`a picture in an article (${lang})`, () => {
    test("opens larger in a dialog on a click, from the sizes the build made, and closes on Escape with focus on its button", async ({ page }) => {
      const { article, texts } = await openPage(page, lang)
      const alt = picturesIn(article)[0]
      // The dialog's copy is in the article too: what the text shows is measured before it opens.
      const inText = page.locator("article picture").filter({ has: page.getByRole("img", { name: alt, exact: true }) })
      await inText.scrollIntoViewIfNeeded()
      const widths = await offered(inText)
      await expect.poll(() => shown(inText.locator("img")).then(file => widths.get(file) ?? 0)).toBeGreaterThan(0)
      const column = { width: widths.get(await shown(inText.locator("img")))!, box: (await inText.locator("img").boundingBox())! }

      // A click on the picture itself: the button over it lets the pointer through.
      await inText.locator("img").click()
      const dialog = page.getByRole("dialog", { name: texts.dialog })
      await expect(dialog).toBeVisible()
      const open = page.getByRole("button", { name: texts.open }).first()
      const big = dialog.getByRole("img", { name: alt, exact: true })
      // One of the files the build made, wider than the one the column shows.
      await expect.poll(() => shown(big).then(file => widths.get(file) ?? 0)).toBeGreaterThan(column.width)
      const box = (await big.boundingBox())!
      expect(box.width * box.height).toBeGreaterThan(column.box.width * column.box.height)
      await expectAccessible(page)

      await page.keyboard.press("Escape")
      await expect(dialog).toBeHidden()
      await expect(open).toBeFocused()
    })

    test("works from the keyboard: Enter opens it, focus stays in it, and its Close button closes it", async ({ page }) => {
      const { texts } = await openPage(page, lang)
      const open = page.getByRole("button", { name: texts.open }).first()
      await open.focus()
      await page.keyboard.press("Enter")
      const dialog = page.getByRole("dialog", { name: texts.dialog })
      const close = dialog.getByRole("button", { name: texts.close })
      await expect(close).toBeFocused()
      // The page under a modal dialog is inert: Tab goes round the dialog and the browser's own controls.
      await page.keyboard.press("Tab")
      expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest("dialog"))).toBe(true)
      await page.keyboard.press("Tab")
      await expect(close).toBeFocused()
      await page.keyboard.press("Enter")
      await expect(dialog).toBeHidden()
      await expect(open).toBeFocused()
    })

    test("closes on a click on the picture, and the page is where the reader left it", async ({ page }) => {
      const { article, texts } = await openPage(page, lang)
      const picture = page.locator("article").getByRole("img", { name: picturesIn(article)[0], exact: true })
      await picture.scrollIntoViewIfNeeded()
      const scrolled = await page.evaluate(() => window.scrollY)
      await picture.click()
      const dialog = page.getByRole("dialog", { name: texts.dialog })
      await dialog.getByRole("img").click()
      await expect(dialog).toBeHidden()
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    })
  })
}

test("an article whose text shows no picture offers no zoom", async ({ page }) => {
  const article = publicArticles.find(candidate => picturesIn(candidate).length === 0)!
  await gotoInteractive(page, article.path)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title)
  await expect(page.getByRole("button", { name: PICTURE_ZOOM[article.lang].open })).toHaveCount(0)
})
