import { expect, expectAccessible, gotoInteractive, test } from "./fixtures"
import { openSearch, resultFor, sidewaysOverflow } from "./search-helpers"
import { articleWithUniqueWord } from "./search-words"

const { article, word } = articleWithUniqueWord("es")

test("on a 375 px phone, search is in the bar, its results fit the screen and lead to the article", async ({ page }) => {
  await gotoInteractive(page, "/blog")
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible()
  const { dialog, field } = await openSearch(page)
  await dialog.getByRole("radio", { name: "All languages" }).check()
  await field.fill(word)
  const hit = resultFor(dialog, article.path)
  await expect(hit).toBeVisible()
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  const box = (await dialog.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(375)
  await expectAccessible(page)
  await hit.getByRole("link").tap()
  await expect(page).toHaveURL(article.path)
})
