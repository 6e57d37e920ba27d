import { filterProjects, hasMoreThanHomeList, isComingSoon, isInternalLink, PROJECT_FILTERS, projectFilterLabel } from "./project-filters"

const project = (title: string, category: string, order: number) => ({ title, category, order })

const projects = [
  project("Ciudad de Hierro", "music", 3),
  project("Cajita", "tech", 1),
  project("Cartas sobre la mesa", "books", 2),
  project("CGI order forms", "tech", 5),
  project("A tie", "tech", 5),
]

describe("projects", () => {
  it("offers All, Tech, Books and Music, in that order", () => {
    expect(PROJECT_FILTERS.map(filter => projectFilterLabel(filter))).toEqual(["All", "Tech", "Books", "Music"])
    expect(projectFilterLabel("all", true)).toBe("Latest")
    expect(projectFilterLabel("books", true)).toBe("Books")
  })

  it("sorts by ascending order, title breaking ties", () => {
    expect(filterProjects(projects, "all").map(p => p.title)).toEqual([
      "Cajita",
      "Cartas sobre la mesa",
      "Ciudad de Hierro",
      "A tie",
      "CGI order forms",
    ])
  })

  it("keeps only the chosen category", () => {
    expect(filterProjects(projects, "tech").map(p => p.title)).toEqual(["Cajita", "A tie", "CGI order forms"])
    expect(filterProjects(projects, "music").map(p => p.title)).toEqual(["Ciudad de Hierro"])
  })

  it("leaves the caller's list untouched", () => {
    const before = projects.map(p => p.title)
    filterProjects(projects, "all")
    expect(projects.map(p => p.title)).toEqual(before)
  })

  it("adds View All only beyond six", () => {
    expect(hasMoreThanHomeList(6)).toBe(false)
    expect(hasMoreThanHomeList(7)).toBe(true)
  })

  it("tells coming-soon and internal links apart", () => {
    expect(isComingSoon("#")).toBe(true)
    expect(isComingSoon("/projects/inah")).toBe(false)
    expect(isInternalLink("/article/cgi-programming-visual-basic")).toBe(true)
    expect(isInternalLink("https://github.com/x")).toBe(false)
    expect(isInternalLink("//evil.example/x")).toBe(false)
  })
})
