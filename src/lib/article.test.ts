import { articleFromSource, standingOn, translationErrors, type ArticleSource } from "./article"

const source = (frontmatter: Record<string, unknown>, slug = "first-post", body = "Some words here.", beside: string[] = [], today = "2025-09-27"): ArticleSource => ({
  file: `content/articles/${slug}.md`,
  slug,
  frontmatter,
  body,
  hasArticle: other => beside.includes(other),
  today,
})

const valid = { title: "First post", date: "2018-03-10", lang: "en", tags: ["tech"] }

describe("articleFromSource", () => {
  it("reads a valid original with its defaults", () => {
    const article = articleFromSource(source(valid))
    expect(article).toMatchObject({
      slug: "first-post",
      title: "First post",
      date: "2018-03-10",
      status: "published",
      lang: "en",
      path: "/article/first-post",
      translationOf: null,
      readTime: "1 min",
      excerpt: null,
    })
  })

  it("keeps an original's stated read time and recomputes a translation's", () => {
    const body = Array.from({ length: 500 }, () => "palabra").join(" ")
    expect(articleFromSource(source({ ...valid, readTime: "4 min" }, "first-post", body)).readTime).toBe("4 min")
    const translation = articleFromSource(
      source({ ...valid, lang: "es", readTime: "9 min", translationOf: "first-post" }, "first-post-es", body),
    )
    expect(translation.readTime).toBe("3 min")
    expect(translation.path).toBe("/article/first-post/es")
    expect(translation.translatedBy).toBe("machine")
  })

  it("guesses the language when lang is absent", () => {
    expect(articleFromSource(source({ title: "Mi canción", date: "2020-01-01" })).lang).toBe("es")
    expect(articleFromSource(source({ title: "My song", date: "2020-01-01" })).lang).toBe("en")
  })

  it("accepts a date YAML already parsed", () => {
    expect(articleFromSource(source({ ...valid, date: new Date("2018-03-10") })).date).toBe("2018-03-10T00:00:00.000Z")
  })

  describe("a published article dated after the day it is read on", () => {
    const ahead = { ...valid, date: "2025-09-28" }

    it("is a draft, marked scheduled, until that day, and published from that day on", () => {
      expect(articleFromSource(source(ahead, "first-post", "Some words here.", [], "2025-09-27"))).toMatchObject({
        status: "draft",
        scheduled: true,
        isPublishedOriginal: false,
      })
      for (const today of ["2025-09-28", "2025-09-29"]) {
        expect(articleFromSource(source(ahead, "first-post", "Some words here.", [], today))).toMatchObject({
          status: "published",
          scheduled: false,
          isPublishedOriginal: true,
        })
      }
    })

    it("is published once read again on its day, and scheduled again if read on an earlier one", () => {
      const before = articleFromSource(source(ahead, "first-post", "Some words here.", [], "2025-09-27"))
      const onItsDay = { ...before, ...standingOn(before, "2025-09-28") }
      expect(onItsDay).toEqual(articleFromSource(source(ahead, "first-post", "Some words here.", [], "2025-09-28")))
      expect({ ...onItsDay, ...standingOn(onItsDay, "2025-09-27") }).toEqual(before)
    })

    it("stays a plain draft when its file says draft, whatever its date", () => {
      for (const today of ["2025-09-27", "2025-09-28"]) {
        expect(articleFromSource(source({ ...ahead, status: "draft" }, "first-post", "Some words here.", [], today))).toMatchObject({
          status: "draft",
          scheduled: false,
        })
      }
    })
  })

  it("names the file and the field of an unparsable date", () => {
    expect(() => articleFromSource(source({ ...valid, date: "March 10th" }))).toThrow(
      'content/articles/first-post.md: front matter field "date" must be an ISO date or date-time such as "2024-05-31", got "March 10th"',
    )
    expect(() => articleFromSource(source({ ...valid, date: undefined }))).toThrow('first-post.md: front matter field "date"')
  })

  it("names the file and the field of a date no calendar has, which JavaScript would move into the next month", () => {
    expect(() => articleFromSource(source({ ...valid, date: "2999-02-30" }))).toThrow(
      'content/articles/first-post.md: front matter field "date" must be a day of the calendar, got "2999-02-30": month 2 of 2999 has 28 days',
    )
    expect(() => articleFromSource(source({ ...valid, date: "2024-04-31T09:00:00-06:00" }))).toThrow('field "date" must be a day of the calendar')
    expect(articleFromSource(source({ ...valid, date: "2024-02-29" })).date).toBe("2024-02-29")
  })

  it("names the file and the field of an unknown status", () => {
    expect(() => articleFromSource(source({ ...valid, status: "archived" }))).toThrow(
      'content/articles/first-post.md: front matter field "status" must be one of published, draft, got "archived"',
    )
  })

  it("stops a draft marked with a capital S, naming the file, the key and the known keys", () => {
    expect(() => articleFromSource(source({ ...valid, Status: "draft" }))).toThrow(
      'content/articles/first-post.md: front matter field "Status" is not a known field (did you mean "status"?); ' +
        "the known fields are title, date, excerpt, thumbnail, tags, status, lang, readTime, translationOf, translatedFrom, translatedBy, sourceDigest",
    )
  })

  it("names a misspelt title", () => {
    expect(() => articleFromSource(source({ ...valid, title: undefined, tittle: "First post" }))).toThrow(
      'content/articles/first-post.md: front matter field "tittle" is not a known field (did you mean "title"?)',
    )
  })

  it("names a tag list written as tag", () => {
    expect(() => articleFromSource(source({ ...valid, tag: ["tech"] }))).toThrow(
      'content/articles/first-post.md: front matter field "tag" is not a known field (did you mean "tags"?)',
    )
  })

  it("names the file and the field of an unknown lang", () => {
    expect(() => articleFromSource(source({ ...valid, lang: "fr" }))).toThrow(
      'content/articles/first-post.md: front matter field "lang" must be one of en, es, got "fr"',
    )
  })

  it("requires a title and a list of tags", () => {
    expect(() => articleFromSource(source({ ...valid, title: " " }))).toThrow('front matter field "title" is required')
    expect(() => articleFromSource(source({ ...valid, tags: "tech" }))).toThrow('front matter field "tags" must be a list of words')
  })

  it("requires a translation to be named after its original", () => {
    expect(() => articleFromSource(source({ ...valid, lang: "es", translationOf: "other" }, "first-post-es"))).toThrow(
      'content/articles/first-post-es.md: front matter field "translationOf" says this is the es translation of "other", so the file must be named other-es.md',
    )
  })

  describe("a file named {slug}-{lang}.md beside {slug}.md", () => {
    const walk = { title: "Un paseo", date: "2024-05-31", tags: ["lifestyle"] }
    const besideWalk = (frontmatter: Record<string, unknown>) => source(frontmatter, "a-walk-es", "Caminamos.", ["a-walk"])

    it("is that article's translation without translationOf, in the language its name gives", () => {
      expect(articleFromSource(besideWalk(walk))).toMatchObject({
        translationOf: "a-walk",
        lang: "es",
        translatedFrom: "en",
        translatedBy: "machine",
        isTranslation: true,
        isPublishedOriginal: false,
        path: "/article/a-walk/es",
        sourceDigest: null,
      })
    })

    it("accepts a translationOf and a lang that agree with its name, and the digest the stamp writes", () => {
      const stated = { ...walk, translationOf: "a-walk", lang: "es", sourceDigest: "0123456789ab" }
      expect(articleFromSource(besideWalk(stated))).toMatchObject({ translationOf: "a-walk", lang: "es", sourceDigest: "0123456789ab" })
      expect(articleFromSource(besideWalk({ ...walk, sourceDigest: "0123456789ab" })).sourceDigest).toBe("0123456789ab")
    })

    it("stops on a translationOf or a lang that disagrees with its name, naming the file and the field", () => {
      expect(() => articleFromSource(besideWalk({ ...walk, translationOf: "a-run" }))).toThrow(
        'content/articles/a-walk-es.md: front matter field "translationOf" says this is the es translation of "a-run", so the file must be named a-run-es.md',
      )
      expect(() => articleFromSource(besideWalk({ ...walk, lang: "en" }))).toThrow(
        'content/articles/a-walk-es.md: front matter field "lang" is en, but the file name makes this the es translation of a-walk.md',
      )
    })

    it("is an original when no article of that name sits beside it", () => {
      expect(articleFromSource(source(walk, "a-walk-es", "Caminamos.", ["a-run"]))).toMatchObject({ translationOf: null, isTranslation: false, path: "/article/a-walk-es" })
    })
  })

  it("reads the digest a translation records of its original", () => {
    const translation = { ...valid, lang: "es", translationOf: "first-post" }
    expect(articleFromSource(source({ ...translation, sourceDigest: "0123456789ab" }, "first-post-es")).sourceDigest).toBe("0123456789ab")
    expect(articleFromSource(source(translation, "first-post-es")).sourceDigest).toBeNull()
    expect(() => articleFromSource(source({ ...translation, sourceDigest: 123456789012 }, "first-post-es"))).toThrow(
      'content/articles/first-post-es.md: front matter field "sourceDigest" must be the 12-character digest that "npm run translations:stamp -- first-post-es" writes, got 123456789012',
    )
    expect(() => articleFromSource(source({ ...valid, sourceDigest: "0123456789ab" }))).toThrow(
      'content/articles/first-post.md: front matter field "sourceDigest" belongs on translations only',
    )
  })
})

describe("translationErrors", () => {
  const original = { file: "content/articles/a.md", slug: "a", lang: "en" as const, translationOf: null }
  it("accepts a translation whose original exists", () => {
    expect(translationErrors([original, { file: "content/articles/a-es.md", slug: "a-es", lang: "es", translationOf: "a" }])).toEqual([])
  })
  it("names the file and field of a translation whose original does not exist", () => {
    const [error] = translationErrors([{ file: "content/articles/b-es.md", slug: "b-es", lang: "es", translationOf: "b" }])
    expect(error.message).toBe('content/articles/b-es.md: front matter field "translationOf" names "b", but there is no article b.md')
  })
  it("rejects a translation in its original's language", () => {
    const [error] = translationErrors([original, { file: "content/articles/a-en.md", slug: "a-en", lang: "en", translationOf: "a" }])
    expect(error.message).toContain('a-en.md: front matter field "lang" is en, the same language as its original')
  })
})
