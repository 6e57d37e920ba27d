import { site } from "../src/config/site"
import { draftFiles, publicArticles } from "./content"
import { expect, test } from "./fixtures"

// /llms.txt (https://llmstxt.org): the site in one paragraph, then each language's articles.
test("llms.txt names the site, sums it up, and lists every published article of each language, newest first, and no draft", async ({ request }) => {
  const response = await request.get("/llms.txt")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/^text\/plain;\s*charset=utf-8$/i)
  const text = await response.text()
  expect(text.startsWith(`# ${site.name}\n\n> `)).toBe(true)
  expect(text.split("\n")[2].length).toBeGreaterThan(100)

  const sections = Object.fromEntries(
    text
      .split(/^## /m)
      .slice(1)
      .map(section => [section.slice(0, section.indexOf("\n")), section.split("\n").filter(line => line.startsWith("- "))]),
  )
  expect(Object.keys(sections)).toEqual(["English", "Español"])
  for (const [lang, heading] of [["en", "English"], ["es", "Español"]] as const) {
    const lines: string[] = sections[heading]
    const expected = publicArticles.filter(article => article.lang === lang)
    expect(lines, heading).toHaveLength(expected.length)
    const urls = lines.map(line => /^- \[.+?\]\((https:\/\/[^)]+)\)/.exec(line)?.[1])
    for (const article of expected) {
      const url = `${site.url}${article.path}`
      const line = lines[urls.indexOf(url)]
      expect(line, `${heading}: ${url}`).toBeDefined()
      expect(line).toContain(`[${article.title}](${url})`)
      if (article.excerpt) expect(line).toContain(`: ${article.excerpt.replace(/\s+/g, " ").trim()}`)
    }
    const dates = urls.map(url => Date.parse(expected.find(article => `${site.url}${article.path}` === url)!.date))
    expect(dates, `${heading} is newest first`).toEqual([...dates].sort((a, b) => b - a))
  }

  for (const draft of draftFiles) {
    expect(text).not.toContain(draft.title)
    expect(text).not.toContain(draft.slug)
    if (draft.translationOf) expect(text).not.toContain(draft.translationOf)
  }
})
