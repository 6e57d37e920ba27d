import fc from "fast-check"
import { standingOf } from "./article-standing"
import { FEED_LENGTH, feedArticles, publishedAt } from "./feed-length"
import { isAhead } from "./schedule"

const TODAY = "2026-03-15"

/**
 * An article as its file writes it, its standing then decided by the site's one rule: a draft, a
 * post dated after TODAY (scheduled), or published. Dates cluster on a few days so that ties, which
 * the address breaks, come up often.
 */
const writtenArticle = fc.record({
  statusInFile: fc.constantFrom("published", "published", "published", "draft"),
  day: fc.integer({ min: 0, max: 60 }),
  time: fc.option(fc.integer({ min: 0, max: 23 }), { nil: undefined }),
})

const articles = (count: { max: number }) =>
  fc.array(writtenArticle, { maxLength: count.max }).map(list =>
    list.map(({ statusInFile, day, time }, index) => {
      const date = new Date(Date.UTC(2026, 1, 1 + day, time ?? 0)).toISOString()
      const written = { statusInFile: statusInFile as "published" | "draft", date: time === undefined ? date.slice(0, 10) : date }
      return { ...written, path: `/article/a-${(index * 7919) % 1000}-${index}`, ...standingOf({ ...written, translationOf: null }, null, TODAY) }
    }),
  )

const newer = (a: { date: string; path: string }, b: { date: string; path: string }) => Date.parse(a.date) > Date.parse(b.date) || (Date.parse(a.date) === Date.parse(b.date) && a.path < b.path)

describe("feedArticles", () => {
  it(`carries the min(n, ${FEED_LENGTH}) newest of n published articles, newest first, and never a draft or a post still to come`, () => {
    fc.assert(
      fc.property(articles({ max: 3 * FEED_LENGTH }), list => {
        const published = list.filter(article => article.statusInFile === "published" && !isAhead(article.date, TODAY))
        const carried = feedArticles(list)
        expect(carried).toHaveLength(Math.min(published.length, FEED_LENGTH))
        for (const article of carried) expect(published).toContain(article)
        for (const [i, article] of carried.entries()) if (i > 0) expect(newer(carried[i - 1], article)).toBe(true)
        const last = carried.at(-1)
        for (const left of published.filter(article => !carried.includes(article))) expect(newer(left, last!)).toBe(false)
      }),
      { seed: 20261202, numRuns: 300 },
    )
  })

  it("lists the same articles in the same order whatever order it is given them", () => {
    fc.assert(
      fc.property(
        articles({ max: 2 * FEED_LENGTH }).chain(list => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))),
        ([list, shuffled]) => {
          expect(feedArticles(shuffled)).toEqual(feedArticles(list))
        },
      ),
      { seed: 54, numRuns: 200 },
    )
  })

  // A date as the content model takes it (src/content-model/iso-date.ts): a day, or a date-time with
  // "T" or a space, with or without seconds and an offset. Near midnight, an offset moves the moment
  // to another day, where the texts of two forms sort apart from their moments.
  const writtenDate = fc
    .record({
      day: fc.integer({ min: 1, max: 3 }),
      hour: fc.integer({ min: 0, max: 23 }),
      form: fc.constantFrom("day", "utc", "offset", "space", "local"),
      offset: fc.constantFrom("-08:00", "+05:30", "-06:00", "+14:00", "-12:00"),
    })
    .map(({ day, hour, form, offset }) => {
      const date = `2026-01-0${day}`
      const time = `${String(hour).padStart(2, "0")}:30`
      return { day: date, utc: `${date}T${time}:00Z`, offset: `${date}T${time}:00${offset}`, space: `${date} ${time}:00Z`, local: `${date}T${time}` }[form]
    })

  it("holds the articles a query sorted by publishedAt and address and cut at the feed's length gives it, as Gatsby sorts", () => {
    // Gatsby sorts a query's nodes by each field's value with < and > (lodash's orderBy), so text in
    // code-unit order.
    const asGatsbySorts = <T extends { date: string; path: string }>(list: readonly T[]) =>
      [...list].sort((a, b) => {
        const [x, y] = [publishedAt(a.date), publishedAt(b.date)]
        return x > y ? -1 : x < y ? 1 : a.path < b.path ? -1 : a.path > b.path ? 1 : 0
      })
    fc.assert(
      fc.property(fc.array(writtenDate, { minLength: FEED_LENGTH + 1, maxLength: 3 * FEED_LENGTH }), dates => {
        const list = dates.map((date, index) => ({ date, path: `/article/a-${(index * 7919) % 1000}-${index}`, status: "published" }))
        expect(feedArticles(asGatsbySorts(list).slice(0, FEED_LENGTH))).toEqual(feedArticles(list))
      }),
      { seed: 4711, numRuns: 500 },
    )
  })

  it("leaves the list it is given as it was", () => {
    const list = [
      { date: "2020-01-01", path: "/article/old", status: "published" },
      { date: "2025-01-01", path: "/article/new", status: "published" },
    ]
    const copy = list.map(article => ({ ...article }))
    expect(feedArticles(list).map(article => article.path)).toEqual(["/article/new", "/article/old"])
    expect(list).toEqual(copy)
  })
})
