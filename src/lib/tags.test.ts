import fc from "fast-check"
import path from "node:path"
import { blogPages } from "./blog-pages"
import { ARCHIVE_PATH, BLOG_PATH, tagAliasPath, tagPath } from "./paths"
import { capitalize, maxTagCount, postCountLabel, tagAddressErrors, tagWeight, undeclaredTagErrors, tagCloud, visibleTags } from "./tags"

// Posts per tag, as the build counts them (tagPostCounts): in no particular order.
const counts: Array<[string, number]> = [
  ["open source", 1],
  ["tech", 2],
  ["guitarra", 1],
  ["music", 3],
  ["mexico", 1],
  ["filosofía", 1],
  ["comida", 1],
]

describe("tagCloud", () => {
  it("sorts by count descending then alphabetically", () => {
    expect(tagCloud(counts).map(t => `${t.tag}:${t.count}`)).toEqual([
      "music:3",
      "tech:2",
      "comida:1",
      "filosofía:1",
      "guitarra:1",
      "mexico:1",
      "open source:1",
    ])
  })
})

describe("visibleTags", () => {
  const tags = tagCloud(counts)
  it("shows the top five when collapsed", () => {
    expect(visibleTags(tags, null, false).map(t => t.tag)).toEqual(["music", "tech", "comida", "filosofía", "guitarra"])
  })
  it("always shows the selected tag", () => {
    expect(visibleTags(tags, "open source", false).map(t => t.tag)).toContain("open source")
    expect(visibleTags(tags, "music", false)).toHaveLength(5)
  })
  it("shows every tag when expanded", () => {
    expect(visibleTags(tags, null, true)).toHaveLength(7)
  })
})

describe("tagWeight", () => {
  it("scales size 0.75-1.25 rem and opacity 0.7-1 by share of the maximum", () => {
    expect(tagWeight(4, 4)).toEqual({ fontSizeRem: 1.25, opacity: 1 })
    expect(tagWeight(2, 4)).toEqual({ fontSizeRem: 1, opacity: 0.85 })
    expect(tagWeight(0, 4)).toEqual({ fontSizeRem: 0.75, opacity: 0.7 })
  })
  it("survives a cloud of posts without tags, whose maximum is negative infinity", () => {
    expect(maxTagCount([])).toBe(-Infinity)
    expect(tagWeight(1, -Infinity)).toEqual({ fontSizeRem: 0.75, opacity: 0.7 })
  })
})

describe("labels", () => {
  it("capitalises the first letter only", () => {
    expect(capitalize("filosofía")).toBe("Filosofía")
    expect(capitalize("open source")).toBe("Open source")
  })
  it("counts posts in words", () => {
    expect(postCountLabel(1)).toBe("1 post")
    expect(postCountLabel(3)).toBe("3 posts")
  })
})

describe("undeclaredTagErrors", () => {
  it("names the file, the field and the tag that tags.json does not declare", () => {
    const errors = undeclaredTagErrors(
      [
        { file: "content/articles/a.md", tags: ["music", "jazz"] },
        { file: "content/articles/b.md", tags: ["music"] },
      ],
      ["music"],
    )
    expect(errors.map(error => error.message)).toEqual([
      'content/articles/a.md: front matter field "tags" uses "jazz", which content/data/tags.json does not declare: add "jazz": {} there, with a displayName, description and color if you like',
    ])
  })

  it("accepts articles whose tags are all declared", () => {
    expect(undeclaredTagErrors([{ file: "content/articles/a.md", tags: ["music"] }], ["music", "unused"])).toEqual([])
  })
})

describe("tagAddressErrors", () => {
  it("names the file and field of a tag whose page would take the archive's address", () => {
    const errors = tagAddressErrors([
      { file: "content/articles/a.md", tags: ["music", "archive"] },
      { file: "content/articles/b.md", tags: ["archives", "music"] },
    ])
    expect(errors.map(error => error.message)).toEqual([
      'content/articles/a.md: front matter field "tags" uses "archive", whose page would take /blog/archive, the address of the blog\'s archive: name the tag otherwise',
    ])
  })

  it("names a tag that would take the numbered pages' or the second reading's address, or hold a slash", () => {
    const errors = tagAddressErrors([{ file: "content/articles/a.md", tags: ["page", "tag", "music/page", "..", "pages", "open source"] }])
    expect(errors.map(error => error.message)).toEqual([
      'content/articles/a.md: front matter field "tags" uses "page", whose page would take /blog/page, under which the blog\'s numbered pages are: name the tag otherwise',
      'content/articles/a.md: front matter field "tags" uses "tag", whose page would take /blog/tag, under which every tag\'s page has its second address: name the tag otherwise',
      'content/articles/a.md: front matter field "tags" uses "music/page", with a slash, or only dots or spaces, which would move its page from /blog/music%2Fpage: name the tag otherwise',
      'content/articles/a.md: front matter field "tags" uses "..", with a slash, or only dots or spaces, which would move its page from /blog/..: name the tag otherwise',
    ])
  })

  // Any tags the check lets through, with any number of posts each: no two of the blog's pages
  // are written at one address (static hosts look files up by the decoded address).
  it("lets no two of the blog's pages share an address", () => {
    const segment = fc.constantFrom("page", "tag", "archive", "2", "0", "music", "open source", "/", ".", "..", "%2F", " ")
    const tag = fc.oneof(fc.string({ maxLength: 6 }), fc.array(segment, { minLength: 1, maxLength: 3 }).map(parts => parts.join("")), fc.array(segment, { minLength: 1, maxLength: 3 }).map(parts => parts.join("/")))
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(tag, fc.nat({ max: 40 })), { selector: ([name]) => name, maxLength: 8 }), fc.nat({ max: 60 }), (tags, posts) => {
        const accepted = tags.filter(([name]) => tagAddressErrors([{ file: "a.md", tags: [name] }]).length === 0)
        const addresses = [
          ARCHIVE_PATH,
          ...blogPages(BLOG_PATH, posts).map(page => page.path),
          ...accepted.flatMap(([name, count]) => [...blogPages(tagPath(name), count + 1).map(page => page.path), tagAliasPath(name)]),
        ].map(address => path.posix.normalize(decodeURIComponent(address)).replace(/(.)\/+$/, "$1"))
        expect(new Set(addresses).size).toBe(addresses.length)
        for (const address of addresses) expect(address.startsWith(`${BLOG_PATH}`)).toBe(true)
      }),
      { seed: 5400, numRuns: 2000 },
    )
  })
})
