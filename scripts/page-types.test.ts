import fc from "fast-check"
import { componentName, largestBy, pageTypeOf, pathShape } from "./page-types"

describe("componentName", () => {
  it("names a template or a page by its file, for the site's TypeScript and the starter's JavaScript", () => {
    expect(componentName("component---src-templates-blog-tsx")).toBe("blog")
    expect(componentName("component---src-templates-blog-post-js")).toBe("blog-post")
    expect(componentName("component---src-pages-index-js")).toBe("index")
    expect(componentName("component---src-pages-blog-archive-tsx")).toBe("blog-archive")
  })

  it("leaves out the content file an MDX page is made from", () => {
    expect(componentName("component---src-templates-media-player-docs-tsx-content-file-path-content-docs-media-player-react-mdx")).toBe("media-player-docs")
  })
})

describe("pathShape", () => {
  it("keeps the first folder and makes the rest general, numbers apart", () => {
    expect(pathShape("/")).toBe("/")
    expect(pathShape("/blog")).toBe("/blog")
    expect(pathShape("/blog/guitar")).toBe("/blog/*")
    expect(pathShape("/blog/open source")).toBe("/blog/*")
    expect(pathShape("/blog/2")).toBe("/blog/:n")
    expect(pathShape("/blog/guitar/2")).toBe("/blog/*/:n")
    expect(pathShape("/article/some-post/es")).toBe("/article/*/*")
    expect(pathShape("/404.html")).toBe("/404.html")
  })

  it("reads an address the same with or without its closing slash, as the starter writes them", () => {
    expect(pathShape("/synthetic-3/")).toBe(pathShape("/synthetic-3"))
  })
})

// Addresses of a first folder and up to three further parts, words or numbers.
const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/)
const number = fc.integer({ min: 1, max: 999 }).map(String)
const parts = fc.array(fc.oneof(word, number), { minLength: 1, maxLength: 3 })
const chunk = word.map(name => `component---src-templates-${name}-tsx`)
const at = (first: string, rest: readonly string[]) => `/${[first, ...rest].join("/")}`
const settings = { seed: 54, numRuns: 300 }

describe("pageTypeOf", () => {
  it("gives one type to the pages of a template whose addresses differ only in a word after the first (seeded, bounded)", () => {
    fc.assert(
      fc.property(chunk, word, parts, fc.nat(), word, (component, first, rest, i, other) => {
        const changed = rest.map((part, j) => (j === i % rest.length && !/^\d+$/.test(part) ? other : part))
        expect(pageTypeOf(at(first, changed), component)).toBe(pageTypeOf(at(first, rest), component))
      }),
      settings,
    )
  })

  it("gives another type to a page one part longer, under another first folder, or with a number for a word (seeded, bounded)", () => {
    fc.assert(
      fc.property(chunk, word, word, parts, fc.nat(), (component, first, otherFirst, rest, i) => {
        const type = pageTypeOf(at(first, rest), component)
        expect(pageTypeOf(at(first, [...rest, "x"]), component)).not.toBe(type)
        if (otherFirst !== first) expect(pageTypeOf(at(otherFirst, rest), component)).not.toBe(type)
        const j = i % rest.length
        const flipped = rest.map((part, k) => (k === j ? (/^\d+$/.test(part) ? "page" : "2") : part))
        expect(pageTypeOf(at(first, flipped), component)).not.toBe(type)
      }),
      settings,
    )
  })

  it("gives pages of two templates two types, whatever their addresses (seeded, bounded)", () => {
    fc.assert(
      fc.property(chunk, chunk, word, parts, (a, b, first, rest) => {
        fc.pre(a !== b)
        expect(pageTypeOf(at(first, rest), a)).not.toBe(pageTypeOf(at(first, rest), b))
      }),
      settings,
    )
  })

  it("tells the blog, a tag and a page of the blog apart although one template makes them", () => {
    const blog = "component---src-templates-blog-tsx"
    const types = new Set(["/blog", "/blog/guitar", "/blog/2"].map(path => pageTypeOf(path, blog)))
    expect(types.size).toBe(3)
  })
})

describe("largestBy", () => {
  it("keeps, for every key, an item no other item of that key outsizes (seeded, bounded)", () => {
    const item = fc.record({ key: fc.constantFrom("a", "b", "c", "d"), size: fc.nat(10_000) })
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), items => {
        const largest = largestBy(items, i => i.key, i => i.size)
        expect([...largest.keys()].sort()).toEqual([...new Set(items.map(i => i.key))].sort())
        for (const i of items) expect(largest.get(i.key)!.size).toBeGreaterThanOrEqual(i.size)
        for (const [key, kept] of largest) expect(kept.key).toBe(key)
      }),
      { seed: 54, numRuns: 200 },
    )
  })
})
