import { articleFromSource, formerSlugErrors, translationErrors, type ArticleSource } from "./article-source"
import { articleRoutes } from "./article-routes"

const source = (frontmatter: Record<string, unknown>, slug = "first-post", body = "Some words here.", beside: string[] = [], today = "2025-09-27"): ArticleSource => ({
  file: `content/articles/${slug}.md`,
  slug,
  frontmatter,
  body,
  hasArticle: other => beside.includes(other),
  today,
  writtenOriginal: () => null,
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

    it("stays a plain draft when its file says draft, whatever its date", () => {
      for (const today of ["2025-09-27", "2025-09-28"]) {
        expect(articleFromSource(source({ ...ahead, status: "draft" }, "first-post", "Some words here.", [], today))).toMatchObject({
          status: "draft",
          scheduled: false,
        })
      }
    })
  })

  it("judges a translation beside its original's file, whose standing it takes", () => {
    const read = (original: { statusInFile: "published" | "draft"; date: string } | null) =>
      articleFromSource({ ...source({ ...valid, lang: "es", translationOf: "first-post" }, "first-post-es"), writtenOriginal: slug => (slug === "first-post" ? original : null) })
    expect(read({ statusInFile: "published", date: "2018-03-10" })).toMatchObject({ status: "published", statusInFile: "published", scheduled: false })
    expect(read({ statusInFile: "draft", date: "2018-03-10" })).toMatchObject({ status: "draft", statusInFile: "published", scheduled: false })
    expect(read({ statusInFile: "published", date: "2025-09-28" })).toMatchObject({ status: "draft", statusInFile: "published", scheduled: true })
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
        "the known fields are title, date, updated, excerpt, thumbnail, tags, status, lang, readTime, translationOf, translatedFrom, translatedBy, formerSlugs, sourceDigest",
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

  describe("the day of its last revision", () => {
    it("is optional, and kept as written", () => {
      expect(articleFromSource(source(valid)).updated).toBeNull()
      expect(articleFromSource(source({ ...valid, updated: "2018-03-10" })).updated).toBe("2018-03-10")
      expect(articleFromSource(source({ ...valid, updated: "2019-01-05T10:00:00-06:00" })).updated).toBe("2019-01-05T10:00:00-06:00")
    })

    it("cannot come before the article's date, naming the file and the field", () => {
      expect(() => articleFromSource(source({ ...valid, updated: "2018-03-09" }))).toThrow(
        'content/articles/first-post.md: front matter field "updated" is 2018-03-09, before the article\'s date 2018-03-10',
      )
      const timed = { ...valid, date: "2018-03-10T12:00:00Z" }
      expect(() => articleFromSource(source({ ...timed, updated: "2018-03-10T11:59:00Z" }))).toThrow('field "updated" is 2018-03-10T11:59:00Z, before')
      expect(articleFromSource(source({ ...timed, updated: "2018-03-10" })).updated).toBe("2018-03-10")
    })

    it("is checked as a date is, against the calendar", () => {
      expect(() => articleFromSource(source({ ...valid, updated: "2018-02-30" }))).toThrow('field "updated" must be a day of the calendar')
      expect(() => articleFromSource(source({ ...valid, updated: "last week" }))).toThrow('field "updated" must be an ISO date')
    })
  })

  describe("earlier addresses", () => {
    it("are slugs an original lists, none by default", () => {
      expect(articleFromSource(source(valid)).formerSlugs).toEqual([])
      expect(articleFromSource(source({ ...valid, formerSlugs: ["old-post", "older-post-2"] })).formerSlugs).toEqual(["old-post", "older-post-2"])
    })

    it("must each be a slug, naming the file and the field", () => {
      for (const bad of ["Old Post", "old/post", "/article/old", "old_post", "-old", "viejo-año"]) {
        expect(() => articleFromSource(source({ ...valid, formerSlugs: [bad] }))).toThrow(
          `content/articles/first-post.md: front matter field "formerSlugs" must be slugs (lower-case letters and digits joined by hyphens, as a file name), got ${JSON.stringify(bad)}`,
        )
      }
      expect(() => articleFromSource(source({ ...valid, formerSlugs: "old-post" }))).toThrow('field "formerSlugs" must be a list of words')
    })

    it("belong on the original, whose earlier addresses lead to its translations", () => {
      expect(() => articleFromSource(source({ ...valid, lang: "es", formerSlugs: ["old-post"] }, "first-post-es", "Palabras.", ["first-post"]))).toThrow(
        'content/articles/first-post-es.md: front matter field "formerSlugs" belongs on the original first-post.md',
      )
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

describe("formerSlugErrors", () => {
  const ref = (slug: string, formerSlugs: string[] = [], translationOf: string | null = null) => ({
    file: `content/articles/${slug}.md`,
    slug,
    lang: translationOf ? ("es" as const) : ("en" as const),
    translationOf,
    formerSlugs,
  })

  it("accepts earlier addresses no page holds", () => {
    expect(formerSlugErrors([ref("new-name", ["old-name"]), ref("new-name-es", [], "new-name"), ref("other")])).toEqual([])
  })

  it("names the file and field of an earlier address that is a live article's, its own or a draft's alike", () => {
    const messages = formerSlugErrors([ref("a", ["b"]), ref("b"), ref("c", ["c"])]).map(error => error.message)
    expect(messages).toEqual([
      'content/articles/a.md: front matter field "formerSlugs" lists "b", the address of the article b.md',
      'content/articles/c.md: front matter field "formerSlugs" lists "c", the address of the article c.md',
    ])
  })

  it("names the second article that lists an earlier address another already lists", () => {
    const [error] = formerSlugErrors([ref("a", ["old"]), ref("b", ["old"])])
    expect(error.message).toBe('content/articles/b.md: front matter field "formerSlugs" lists "old", which content/articles/a.md already lists')
  })

  it("leaves every address to one page or redirect, whatever articles and earlier addresses are drawn", () => {
    // Seeded and bounded: small pools of names, so that collisions are frequent.
    let seed = 20250927
    // mulberry32
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) % n
    }
    const names = ["a", "b", "c", "d", "e", "f"]
    let accepted = 0
    for (let round = 0; round < 500; round++) {
      const slugs = names.filter(() => random(2) === 0)
      const articles = slugs.flatMap(slug => {
        const original = { ...ref(slug, names.filter(() => random(5) === 0)), id: slug, path: `/article/${slug}`, status: "published" as const, tags: [], isPublishedOriginal: true }
        if (random(2) === 0) return [original]
        return [original, { ...ref(`${slug}-es`, [], slug), id: `${slug}-es`, path: `/article/${slug}/es`, status: "published" as const, tags: [], isPublishedOriginal: false }]
      })
      if (formerSlugErrors(articles).length) continue
      accepted++
      const paths = articleRoutes(articles).map(route => route.path)
      expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([])
    }
    expect(accepted).toBeGreaterThan(50)
  })
})
