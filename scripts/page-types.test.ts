import fc from "fast-check"
import { componentName, largestBy, pageTypes } from "./page-types"

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

const BLOG = "component---src-templates-blog-tsx"
const typesOf = (routes: readonly string[], componentChunkName = BLOG) => pageTypes(routes.map(route => ({ route, componentChunkName })))

describe("pageTypes", () => {
  it("makes general what varies among one template's pages, keeps what they share, and tells pages of a list apart", () => {
    expect(typesOf(["/blog", "/blog/guitar", "/blog/open source", "/blog/2", "/blog/guitar/2", "/blog/tag/guitar", "/blog/tag/chess"])).toEqual([
      "blog /blog",
      "blog /blog/*",
      "blog /blog/*",
      "blog /blog/:n",
      "blog /blog/*/:n",
      "blog /blog/*/*",
      "blog /blog/*/*",
    ])
  })

  it("gives the starter's posts at the root one type, their addresses' closing slash aside", () => {
    expect(new Set(typesOf(["/synthetic-3/", "/synthetic-3-es/", "/hello"], "component---src-templates-blog-post-js"))).toEqual(new Set(["blog-post /*"]))
  })

  it("keeps the address of a template's only page as it is", () => {
    expect(typesOf(["/"], "component---src-pages-index-js")).toEqual(["index /"])
    expect(typesOf(["/404"], "component---src-pages-404-js")).toEqual(["404 /404"])
    expect(typesOf(["/projects/inah"], "component---src-templates-zones-tsx")).toEqual(["zones /projects/inah"])
  })
})

// Addresses of a first folder and up to three further parts, words or numbers.
const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/)
const number = fc.integer({ min: 1, max: 999 }).map(String)
const route = fc.array(fc.oneof(word, number), { minLength: 1, maxLength: 4 }).map(parts => `/${parts.join("/")}`)
const chunk = word.map(name => `component---src-templates-${name}-tsx`)
const page = fc.record({ route, componentChunkName: fc.constantFrom(BLOG, "component---src-templates-article-tsx", "component---src-pages-index-js") })
const settings = { seed: 54, numRuns: 300 }
const isNumber = (part: string) => /^\d+$/.test(part)
const depth = (route: string) => route.split("/").filter(Boolean).length

describe("pageTypes, over generated sites (seeded, bounded)", () => {
  it("gives two pages one type only when they share a component, a depth and which of their parts are numbers", () => {
    fc.assert(
      fc.property(fc.array(page, { minLength: 1, maxLength: 30 }), pages => {
        const types = pageTypes(pages)
        pages.forEach((a, i) =>
          pages.forEach((b, j) => {
            if (types[i] !== types[j]) return
            expect(b.componentChunkName).toBe(a.componentChunkName)
            expect(depth(b.route)).toBe(depth(a.route))
            const [partsA, partsB] = [a, b].map(p => p.route.split("/").filter(Boolean))
            expect(partsB.slice(1).map(isNumber)).toEqual(partsA.slice(1).map(isNumber))
          }),
        )
      }),
      settings,
    )
  })

  it("gives one type to a template's pages that differ only in the words of their addresses", () => {
    fc.assert(
      fc.property(chunk, fc.array(fc.oneof(word, number), { minLength: 1, maxLength: 4 }), fc.array(word, { minLength: 4, maxLength: 4 }), (component, parts, others) => {
        const renamed = parts.map((part, i) => (isNumber(part) ? part : others[i]))
        const [a, b] = pageTypes([parts, renamed].map(p => ({ route: `/${p.join("/")}`, componentChunkName: component })))
        expect(b).toBe(a)
      }),
      settings,
    )
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
