import { cardDate, cardExcerpt, cardReadTime, filterArticles, filterCounts } from "./owner-articles"

const posts = [
  { slug: "old", status: "published", date: "2018-03-10" },
  { slug: "draft", status: "draft", date: "2025-08-10" },
  { slug: "undated", status: "published", date: null },
  { slug: "new", status: "published", date: "2024-11-02T09:30:00Z" },
  { slug: "broken", status: "draft", date: "someday" },
]

describe("filterArticles", () => {
  it("shows every post newest first, undated and unreadable dates last", () => {
    expect(filterArticles(posts, "all").map(p => p.slug)).toEqual(["draft", "new", "old", "undated", "broken"])
  })

  it("shows drafts or published posts only", () => {
    expect(filterArticles(posts, "drafts").map(p => p.slug)).toEqual(["draft", "broken"])
    expect(filterArticles(posts, "published").map(p => p.slug)).toEqual(["new", "old", "undated"])
  })

  it("leaves the given list untouched", () => {
    const before = posts.map(p => p.slug)
    filterArticles(posts, "all")
    expect(posts.map(p => p.slug)).toEqual(before)
  })

  it("is empty when no post matches", () => {
    expect(filterArticles(posts.filter(p => p.status === "published"), "drafts")).toEqual([])
  })
})

describe("filterCounts", () => {
  it("counts the posts of each filter", () => {
    expect(filterCounts(posts)).toEqual({ all: 5, drafts: 2, published: 3 })
    expect(filterCounts([])).toEqual({ all: 0, drafts: 0, published: 0 })
  })
})

describe("card fallbacks", () => {
  it("dates: formatted, 'No date' when absent, 'Invalid date' when unreadable", () => {
    expect(cardDate("2018-03-10")).toBe("Mar 10, 2018")
    expect(cardDate(null)).toBe("No date")
    expect(cardDate("  ")).toBe("No date")
    expect(cardDate("someday")).toBe("Invalid date")
  })

  it("read time: as written, or 5 min", () => {
    expect(cardReadTime("3 min")).toBe("3 min")
    expect(cardReadTime(null)).toBe("5 min")
    expect(cardReadTime("")).toBe("5 min")
  })

  it("excerpt: as written, or 'No excerpt available'", () => {
    expect(cardExcerpt("Work-in-progress notes.")).toBe("Work-in-progress notes.")
    expect(cardExcerpt(undefined)).toBe("No excerpt available")
    expect(cardExcerpt(" ")).toBe("No excerpt available")
  })
})
