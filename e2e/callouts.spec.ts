import { publicArticles, type ArticleFile } from "./content"
import { expect, expectAccessible, test } from "./fixtures"

// What each kind of callout is titled, in each language.
const TITLES: Record<string, { en: string; es: string }> = {
  note: { en: "Note", es: "Nota" },
  tip: { en: "Tip", es: "Consejo" },
  important: { en: "Important", es: "Importante" },
  warning: { en: "Warning", es: "Advertencia" },
  caution: { en: "Caution", es: "Precaución" },
}

/** The kinds of an article's callouts, in order, as its Markdown marks them (`> [!TIP]` is a tip). */
const calloutsOf = (article: ArticleFile) => [...article.body.matchAll(/^> ?\[!(\w+)\][ \t]*$/gm)].map(match => match[1].toLowerCase())

const withCallouts = publicArticles.filter(article => calloutsOf(article).length > 0)
const inEach = (["en", "es"] as const).map(lang => withCallouts.find(article => article.lang === lang)!)

test("some article of each language has a callout to show", () => {
  expect(inEach.map(article => article?.lang)).toEqual(["en", "es"])
})

for (const article of withCallouts) {
  test(`${article.path} shows its callouts as notes titled in ${article.lang === "es" ? "Spanish" : "English"}`, async ({ page }) => {
    await page.goto(article.path)
    const titles = calloutsOf(article).map(kind => TITLES[kind][article.lang])
    const notes = page.getByRole("article").getByRole("note")
    await expect(notes).toHaveCount(titles.length)
    for (const [index, title] of titles.entries()) {
      const note = notes.nth(index)
      // Named by its visible title: the kind is a word a reader sees and a screen reader announces.
      await expect(note).toHaveAccessibleName(title)
      await expect(note.getByText(title, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole("article").getByText("[!")).toHaveCount(0)
  })
}

for (const theme of ["dark", "light"]) {
  test(`articles' callouts have no accessibility violations in the ${theme} theme`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "theme", value: theme, url: baseURL! }])
    for (const article of inEach) {
      await page.goto(article.path)
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme)
      await page.getByRole("article").getByRole("note").first().scrollIntoViewIfNeeded()
      await expectAccessible(page)
    }
  })
}
