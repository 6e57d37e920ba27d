import { projectFromSource } from "./project-source"

const file = "content/projects/cajita.md"
const read = (frontmatter: Record<string, unknown>) => projectFromSource({ file, slug: "cajita", frontmatter })

describe("projectFromSource", () => {
  it("applies the spec's defaults", () => {
    expect(read({ title: "Cajita" })).toEqual({
      slug: "cajita",
      title: "Cajita",
      description: "",
      link: "#",
      image: null,
      tags: [],
      category: "tech",
      order: 0,
      showInHome: true,
    })
  })
  it("hides from home only when showInHome is explicitly false", () => {
    expect(read({ title: "Cajita", showInHome: false }).showInHome).toBe(false)
    expect(read({ title: "Cajita", showInHome: true }).showInHome).toBe(true)
  })
  it("names the file and the field of a category outside tech, books and music", () => {
    expect(() => read({ title: "Cajita", category: "games" })).toThrow(
      'content/projects/cajita.md: front matter field "category" must be one of tech, books, music, got "games"',
    )
  })
  it("names the file and the field of a bad order or title", () => {
    expect(() => read({ title: "Cajita", order: "first" })).toThrow('cajita.md: front matter field "order" must be a whole number')
    expect(() => read({})).toThrow('cajita.md: front matter field "title" is required')
  })
  it("accepts a link to another site, to a page of this one, or \"#\"", () => {
    expect(read({ title: "Cajita", link: "https://github.com/x/cajita" }).link).toBe("https://github.com/x/cajita")
    expect(read({ title: "Cajita", link: "/article/cajita" }).link).toBe("/article/cajita")
    expect(read({ title: "Cajita", link: "#" }).link).toBe("#")
  })
  it("refuses a javascript: link", () => {
    expect(() => read({ title: "Cajita", link: "javascript:alert(1)" })).toThrow(
      'content/projects/cajita.md: front matter field "link" must be "#", a path of this site (/…) or an http(s) address, got "javascript:alert(1)"',
    )
  })
  it("refuses a malformed link", () => {
    expect(() => read({ title: "Cajita", link: "https://exa mple.com" })).toThrow(
      'content/projects/cajita.md: front matter field "link" must be "#", a path of this site (/…) or an http(s) address, got "https://exa mple.com"',
    )
  })
  it("names a key a project does not have, with the known keys", () => {
    expect(() => read({ title: "Cajita", Category: "books" })).toThrow(
      'content/projects/cajita.md: front matter field "Category" is not a known field (did you mean "category"?); ' +
        "the known fields are title, description, link, image, tags, category, order, showInHome",
    )
  })
})
