import fc from "fast-check"
import { readNextByArticle, RELATED_LIMIT, type ReadNextCandidate } from "./read-next"

const article = (slug: string, date: string, over: Partial<ReadNextCandidate> = {}): ReadNextCandidate => ({
  id: `id-${slug}`,
  slug,
  lang: "en",
  date,
  status: "published",
  tags: [],
  translationOf: null,
  ...over,
})

const readNextOf = (articles: ReadNextCandidate[], slug: string) => readNextByArticle(articles).get(`id-${slug}`)

describe("previous and next", () => {
  const articles = [article("b", "2021-05-01"), article("a", "2020-01-01"), article("c", "2022-09-30T10:00:00Z")]

  it("are the article just older and the one just newer", () => {
    expect(readNextOf(articles, "b")).toMatchObject({ previous: "id-a", next: "id-c" })
  })

  it("stop at either end: the oldest has no previous, the newest no next", () => {
    expect(readNextOf(articles, "a")).toMatchObject({ previous: null, next: "id-b" })
    expect(readNextOf(articles, "c")).toMatchObject({ previous: "id-b", next: null })
  })

  it("of a lone article are none", () => {
    expect(readNextOf([article("a", "2020-01-01")], "a")).toEqual({ previous: null, next: null, related: [] })
  })

  it("order articles of the same day by slug, the same way from both ends", () => {
    const sameDay = [article("y", "2020-01-01"), article("x", "2020-01-01"), article("z", "2020-01-01")]
    expect(readNextOf(sameDay, "x")).toMatchObject({ previous: null, next: "id-y" })
    expect(readNextOf(sameDay, "y")).toMatchObject({ previous: "id-x", next: "id-z" })
    expect(readNextOf(sameDay, "z")).toMatchObject({ previous: "id-y", next: null })
  })

  it("stay within the article's language: originals and translations of it alike", () => {
    const articles = [
      article("en-old", "2020-01-01"),
      article("es-middle", "2021-01-01", { lang: "es" }),
      article("es-middle-en", "2021-01-01", { translationOf: "es-middle" }),
      article("en-new", "2022-01-01"),
      article("en-new-es", "2022-01-01", { lang: "es", translationOf: "en-new" }),
    ]
    expect(readNextOf(articles, "es-middle-en")).toMatchObject({ previous: "id-en-old", next: "id-en-new" })
    expect(readNextOf(articles, "es-middle")).toMatchObject({ previous: null, next: "id-en-new-es" })
  })

  it("skip drafts and translations of drafts, whose standing is draft (src/lib/article-standing.ts)", () => {
    const articles = [
      article("a", "2020-01-01"),
      article("draft", "2021-01-01", { lang: "es", status: "draft" }),
      article("draft-en", "2021-01-01", { translationOf: "draft", status: "draft" }),
      article("b", "2022-01-01"),
    ]
    const chosen = readNextByArticle(articles)
    expect(chosen.get("id-a")).toMatchObject({ previous: null, next: "id-b" })
    expect(chosen.has("id-draft")).toBe(false)
    expect(chosen.has("id-draft-en")).toBe(false)
  })
})

describe("related articles", () => {
  it("share most tags first, then are newest first", () => {
    const articles = [
      article("self", "2020-01-01", { tags: ["music", "code", "career"] }),
      article("one-old", "2018-01-01", { tags: ["music"] }),
      article("one-new", "2023-01-01", { tags: ["career"] }),
      article("two", "2017-01-01", { tags: ["code", "music"] }),
      article("none", "2024-01-01", { tags: ["food"] }),
    ]
    expect(readNextOf(articles, "self")?.related).toEqual(["id-two", "id-one-new", "id-one-old"])
  })

  it(`are at most ${RELATED_LIMIT}`, () => {
    const many = Array.from({ length: 6 }, (_, i) => article(`t${i}`, `202${i}-01-01`, { tags: ["music"] }))
    expect(readNextOf(many, "t0")?.related).toEqual(["id-t5", "id-t4", "id-t3"])
  })

  it("are fewer when fewer share a tag, and none for an article without tags", () => {
    const articles = [
      article("self", "2020-01-01", { tags: ["music"] }),
      article("shares", "2021-01-01", { tags: ["music", "food"] }),
      article("untagged", "2022-01-01"),
      article("other", "2023-01-01", { tags: ["food"] }),
    ]
    expect(readNextOf(articles, "self")?.related).toEqual(["id-shares"])
    expect(readNextOf(articles, "untagged")?.related).toEqual([])
  })

  it("tie on tags and day by slug", () => {
    const articles = [
      article("self", "2020-01-01", { tags: ["music"] }),
      article("b", "2021-01-01", { tags: ["music"] }),
      article("a", "2021-01-01", { tags: ["music"] }),
    ]
    expect(readNextOf(articles, "self")?.related).toEqual(["id-a", "id-b"])
  })

  it("are of the article's language only, never itself, never a draft", () => {
    const articles = [
      article("self", "2020-01-01", { tags: ["music"] }),
      article("self-es", "2020-01-01", { lang: "es", translationOf: "self", tags: ["music"] }),
      article("spanish", "2021-01-01", { lang: "es", tags: ["music"] }),
      article("draft", "2022-01-01", { status: "draft", tags: ["music"] }),
      article("spanish-draft", "2022-02-01", { lang: "es", status: "draft", tags: ["music"] }),
      article("spanish-draft-en", "2022-02-01", { translationOf: "spanish-draft", status: "draft", tags: ["music"] }),
      article("english", "2019-01-01", { tags: ["music"] }),
    ]
    expect(readNextOf(articles, "self")?.related).toEqual(["id-english"])
    expect(readNextOf(articles, "self-es")?.related).toEqual(["id-spanish"])
  })
})

describe("related articles of any site", () => {
  // The choice as the rule says it, one article against every other: the walk must pick the same.
  const expected = (articles: ReadNextCandidate[], self: ReadNextCandidate): string[] => {
    const tags = new Set(self.tags)
    const time = (a: ReadNextCandidate) => new Date(a.date).getTime()
    return articles
      .filter(other => other !== self && other.lang === self.lang && other.status === "published")
      .map(other => ({ other, shared: [...new Set(other.tags)].filter(tag => tags.has(tag)).length }))
      .filter(({ shared }) => shared > 0)
      .sort((a, b) => b.shared - a.shared || time(b.other) - time(a.other) || (a.other.slug < b.other.slug ? -1 : 1))
      .slice(0, RELATED_LIMIT)
      .map(({ other }) => other.id)
  }

  const site = fc
    .array(
      fc.record({
        lang: fc.constantFrom("en", "es"),
        day: fc.integer({ min: 1, max: 6 }),
        tags: fc.array(fc.constantFrom("music", "code", "career", "food", "bench"), { maxLength: 4 }),
        draft: fc.boolean(),
      }),
      { minLength: 8, maxLength: 40 },
    )
    .map(drawn => drawn.map(({ lang, day, tags, draft }, i) => article(`a${i}`, `2024-01-0${day}`, { lang, tags, status: draft ? "draft" : "published" })))

  it("are those sharing most tags, then newest, then first by slug, whichever tag most articles share", () => {
    fc.assert(
      fc.property(site, articles => {
        const chosen = readNextByArticle(articles)
        for (const self of articles.filter(a => a.status === "published")) expect(chosen.get(self.id)?.related).toEqual(expected(articles, self))
      }),
      { seed: 540, numRuns: 500 },
    )
  })
})
