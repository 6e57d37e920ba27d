import { articleOf as articleAmong, articleView, counterpartSlug, entryHref, fileOf, namedOriginalSlug, pageView, projectOf, readEntry, translationLink } from "./entries"

const original = {
  slug: "musicians-who-code",
  data: { title: "Musicians who code", date: "2024-02-10", status: "published", lang: "en", tags: ["music"], excerpt: "", thumbnail: null, body: "Four of us played guitar." },
}
/** An entry read beside only itself: no other article exists. */
const articleOf = (entry: Parameters<typeof articleAmong>[0]) => articleAmong(entry, () => false)
const translation = {
  slug: "musicians-who-code-es",
  data: { title: "Músicos que programan", date: "2024-02-10", lang: "es", translationOf: "musicians-who-code", translatedFrom: "en", body: "Cuatro tocábamos la guitarra." },
}

describe("an article entry as the build reads its file", () => {
  it("leaves out the CMS's empty fields and takes the body apart", () => {
    expect(fileOf(original)).toEqual({
      frontmatter: { title: "Musicians who code", date: "2024-02-10", status: "published", lang: "en", tags: ["music"] },
      body: "Four of us played guitar.",
    })
  })
  it("reads an original and a translation in their languages, at their addresses", () => {
    expect(articleOf(original)).toEqual(expect.objectContaining({ lang: "en", path: "/article/musicians-who-code", translationOf: null }))
    expect(articleOf(translation)).toEqual(expect.objectContaining({ lang: "es", path: "/article/musicians-who-code/es", translationOf: "musicians-who-code" }))
  })
  it("guesses the language of an entry without one, as the build does", () => {
    expect(articleOf({ slug: "x", data: { title: "¿Qué tal?", date: "2024-01-01", lang: "" } }).lang).toBe("es")
  })
  it("gives a new translation the file name it must have", () => {
    expect(articleOf({ ...translation, slug: "" }).slug).toBe("musicians-who-code-es")
  })
  it("reports the build's message, naming the file and field, for an entry the build would refuse", () => {
    expect(readEntry(() => articleOf({ slug: "draft-one", data: { title: "Draft one", date: "soon" } }))).toEqual({
      value: null,
      problem: expect.stringMatching(/^content\/articles\/draft-one\.md: front matter field "date" must be an ISO date/),
    })
    expect(readEntry(() => articleOf({ slug: "wrong-name", data: { ...translation.data } })).problem).toContain(
      "so the file must be named musicians-who-code-es.md",
    )
  })
})

describe("the way from an article to its other-language version", () => {
  it("is the translation an original would have, and a translation's original", () => {
    expect(counterpartSlug(articleOf(original))).toBe("musicians-who-code-es")
    expect(counterpartSlug(articleOf(translation))).toBe("musicians-who-code")
  })
  it("opens the other version's entry in the CMS", () => {
    expect(translationLink(articleOf(original), translation)).toEqual({
      href: "/admin/#/collections/articles/entries/musicians-who-code-es",
      label: "Edit the Spanish translation",
    })
    expect(translationLink(articleOf(translation), original)).toEqual({ href: entryHref("articles", "musicians-who-code"), label: "Edit the English original" })
  })
  it("creates a missing translation, prefilled with what ties it to its original", () => {
    const link = translationLink(articleOf(original), null)
    expect(link?.label).toBe("Translate into Spanish")
    const [route, query] = (link?.href ?? "").split("?")
    expect(route).toBe("/admin/#/collections/translations/new")
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ translationOf: "musicians-who-code", lang: "es", translatedFrom: "en" })
  })
  it("offers nothing from a translation whose original is missing", () => {
    expect(translationLink(articleOf(translation), null)).toBeNull()
  })
})

describe("a translation named {original}-{lang} without translationOf, as editors add them through Git", () => {
  const { translationOf: _stated, ...unstated } = translation.data
  const namedOnly = { slug: "musicians-who-code-es", data: unstated }
  const beside = (...slugs: string[]) => (slug: string) => slugs.includes(slug)

  it("names the original entry the preview looks for", () => {
    expect(namedOriginalSlug(namedOnly)).toBe("musicians-who-code")
    expect(namedOriginalSlug(original)).toBeNull()
    expect(namedOriginalSlug({ ...namedOnly, slug: "" })).toBeNull()
  })

  it("is paired with its original once that entry is found, as the build pairs the files, and links to it", () => {
    const article = articleAmong(namedOnly, beside("musicians-who-code"))
    expect(article).toEqual(expect.objectContaining({ translationOf: "musicians-who-code", lang: "es", path: "/article/musicians-who-code/es", isTranslation: true }))
    expect(counterpartSlug(article)).toBe("musicians-who-code")
    expect(translationLink(article, original)).toEqual({ href: entryHref("articles", "musicians-who-code"), label: "Edit the English original" })
  })

  it("stays an original of its own while no such entry exists, as the build reads it", () => {
    expect(articleAmong(namedOnly, beside("something-else"))).toEqual(expect.objectContaining({ translationOf: null, path: "/article/musicians-who-code-es" }))
  })
})

describe("what the article page shows for an entry", () => {
  it("links an original to its translation's page when the translation exists", () => {
    expect(articleView(articleOf(original), translation, "<p>x</p>", [])).toEqual(
      expect.objectContaining({ isTranslation: false, original: null, translation: { title: translation.data.title, path: "/article/musicians-who-code/es", lang: "es" }, html: "<p>x</p>" }),
    )
    expect(articleView(articleOf(original), null, "", []).translation).toBeNull()
  })
  it("links a translation to its original, and makes it a draft while its original is one", () => {
    const view = articleView(articleOf(translation), original, "", [])
    expect(view).toEqual(expect.objectContaining({ isTranslation: true, original: { title: original.data.title, path: "/article/musicians-who-code", lang: "en" }, status: "published" }))
    expect(articleView(articleOf(translation), { ...original, data: { ...original.data, status: "draft" } }, "", []).status).toBe("draft")
  })
})

describe("project and page entries", () => {
  it("reads a project with the build's defaults", () => {
    expect(projectOf({ slug: "cajita", data: { title: "Cajita", link: "", body: "" } })).toEqual(expect.objectContaining({ link: "#", category: "tech", order: 0 }))
  })
  it("names the project file and field the build would refuse", () => {
    expect(readEntry(() => projectOf({ slug: "cajita", data: { title: "Cajita", link: "javascript:alert(1)" } })).problem).toMatch(
      /^content\/projects\/cajita\.md: front matter field "link"/,
    )
  })
  it("reads a page's title and date", () => {
    expect(pageView({ slug: "now", data: { title: "Now", lastUpdated: "2025-09-01", body: "x" } }, "<p>x</p>")).toEqual({
      title: "Now",
      html: "<p>x</p>",
      lastUpdated: "2025-09-01",
    })
    expect(readEntry(() => pageView({ slug: "about", data: { title: "" } }, "")).problem).toBe('content/pages/about.md: front matter field "title" is required')
  })
})
