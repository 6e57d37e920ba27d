import fc from "fast-check"
import { blogPages, pageCount, pageNavigation, POSTS_PER_PAGE } from "./blog-pages"

describe("blogPages", () => {
  it("keeps the first page's address and numbers the others under /page/", () => {
    expect(blogPages("/blog", 21).map(page => page.path)).toEqual(["/blog", "/blog/page/2", "/blog/page/3"])
    expect(blogPages("/blog/open%20source", 11).map(page => page.path)).toEqual(["/blog/open%20source", "/blog/open%20source/page/2"])
  })

  it("gives a list without posts its first page", () => {
    expect(blogPages("/blog", 0)).toEqual([{ number: 1, count: 1, path: "/blog", skip: 0, limit: POSTS_PER_PAGE }])
  })

  // Any number of posts, any page size: the pages between them list every post once, in order.
  it("puts every post on exactly one page, in order, on ceil(posts / size) pages", () => {
    fc.assert(
      fc.property(fc.nat({ max: 500 }), fc.integer({ min: 1, max: 40 }), (posts, perPage) => {
        const pages = blogPages("/blog", posts, perPage)
        expect(pages).toHaveLength(posts === 0 ? 1 : Math.ceil(posts / perPage))
        const every = Array.from({ length: posts }, (_, index) => index)
        expect(pages.flatMap(page => every.slice(page.skip, page.skip + page.limit))).toEqual(every)
        // Numbered in order, each knowing the count; no page empty but a blog's without posts.
        const wrong = pages.filter((page, index) => page.number !== index + 1 || page.count !== pages.length || (posts > 0 && page.skip >= posts))
        expect(wrong).toEqual([])
        expect(new Set(pages.map(page => page.path)).size).toBe(pages.length)
      }),
      { seed: 54, numRuns: 300 },
    )
  })
})

describe("pageCount", () => {
  it("is the pages the posts fill, one at least", () => {
    expect([0, 1, 10, 11, 20, 21].map(posts => pageCount(posts, 10))).toEqual([1, 1, 1, 2, 2, 3])
  })
})

describe("pageNavigation", () => {
  it("names the first, the last and the pages near the current one, with a gap for the rest", () => {
    const numbers = (number: number, count: number) => pageNavigation("/blog", number, count).links.map(link => (link ? link.number : "…"))
    expect(numbers(1, 1)).toEqual([1])
    expect(numbers(1, 20)).toEqual([1, 2, 3, "…", 20])
    expect(numbers(10, 20)).toEqual([1, "…", 8, 9, 10, 11, 12, "…", 20])
    // A gap of one page names the page instead.
    expect(numbers(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, "…", 20])
    expect(numbers(20, 20)).toEqual([1, "…", 18, 19, 20])
  })

  it("leads to newer posts before and older posts after", () => {
    expect(pageNavigation("/blog/music", 2, 3)).toMatchObject({ previous: "/blog/music", next: "/blog/music/page/3" })
    expect(pageNavigation("/blog", 1, 1)).toMatchObject({ previous: null, next: null })
  })

  // Whatever the page and the number of pages, the navigation agrees with the pages themselves.
  it("links only pages that exist, marks its own page, and stays short", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }).chain(count => fc.tuple(fc.constant(count), fc.integer({ min: 1, max: count }))),
        ([count, number]) => {
          const pages = blogPages("/blog/x", count * 3, 3)
          const paths = pages.map(page => page.path)
          const { previous, next, links } = pageNavigation("/blog/x", number, count)
          expect(previous).toBe(number > 1 ? paths[number - 2] : null)
          expect(next).toBe(number < count ? paths[number] : null)
          const named = links.filter(link => link !== null)
          expect(named.filter(link => link.path !== paths[link.number - 1])).toEqual([])
          expect(named.filter(link => link.current)).toEqual([{ number, path: paths[number - 1], current: true }])
          expect(named[0].number).toBe(1)
          expect(named[named.length - 1].number).toBe(count)
          // In order; a gap only where two numbers or more are left out, never two in a row or at an end.
          const misplaced = links.filter((link, index) => {
            const [before, after] = [links[index - 1], links[index + 1]]
            return link === null ? !before || !after || after.number <= before.number + 2 : Boolean(after) && after!.number !== link.number + 1
          })
          expect(misplaced).toEqual([])
          const order = named.map(link => link.number)
          expect(order).toEqual([...order].sort((a, b) => a - b))
          expect(links.length).toBeLessThanOrEqual(9)
        },
      ),
      { seed: 540, numRuns: 1000 },
    )
  })
})
