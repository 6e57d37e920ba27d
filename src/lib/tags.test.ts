import { capitalize, maxTagCount, postCountLabel, tagAddressErrors, tagWeight, undeclaredTagErrors, tagCloud, visibleTags } from "./tags"

// As GraphQL's group(field: { tags: SELECT }) answers: one group per tag, in no particular order.
const groups = [
  { fieldValue: "open source", totalCount: 1 },
  { fieldValue: "tech", totalCount: 2 },
  { fieldValue: "guitarra", totalCount: 1 },
  { fieldValue: "music", totalCount: 3 },
  { fieldValue: "mexico", totalCount: 1 },
  { fieldValue: "filosofía", totalCount: 1 },
  { fieldValue: "comida", totalCount: 1 },
]

describe("tag counts", () => {
  it("sorts by count descending then alphabetically", () => {
    expect(tagCloud(groups).map(t => `${t.tag}:${t.count}`)).toEqual([
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
  const tags = tagCloud(groups)
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
})
