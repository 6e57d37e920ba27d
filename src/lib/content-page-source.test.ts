import { contentPageFromSource } from "./content-page-source"

const file = "content/pages/now.md"
const read = (frontmatter: Record<string, unknown>) => contentPageFromSource({ file, name: "now", frontmatter })

describe("contentPageFromSource", () => {
  it("reads the title and the optional last update", () => {
    expect(read({ title: "Now", lastUpdated: "2025-07-15" })).toEqual({ name: "now", title: "Now", lastUpdated: "2025-07-15" })
    expect(read({ title: "About" })).toEqual({ name: "now", title: "About", lastUpdated: null })
  })
  it("names the file and the field of a missing title", () => {
    expect(() => read({})).toThrow('content/pages/now.md: front matter field "title" is required')
  })
  it("names a key a page does not have, with the known keys", () => {
    expect(() => read({ title: "Now", lastUpdate: "2025-07-15" })).toThrow(
      'content/pages/now.md: front matter field "lastUpdate" is not a known field (did you mean "lastUpdated"?); the known fields are title, lastUpdated',
    )
  })
})
