import { PROJECT_OPENER } from "../lib/project-filters"
import { projectOpenedBy } from "./project-opener"

describe("projectOpenedBy", () => {
  const cards = [{ slug: "cajita" }, { slug: "ciudad-de-hierro" }]
  const card = (slug: string) => {
    const article = document.createElement("article")
    article.innerHTML = `<h2><a ${PROJECT_OPENER}="${slug}" href="/x"><span>Title</span></a></h2><p>Description</p>`
    return article
  }

  it("finds the project whose opener, or something inside it, was clicked", () => {
    const clicked = card("ciudad-de-hierro")
    expect(projectOpenedBy(clicked.querySelector("a"), cards)).toBe(cards[1])
    expect(projectOpenedBy(clicked.querySelector("span"), cards)).toBe(cards[1])
  })

  it("finds none for a click beside the opener, on an unknown project or on no element", () => {
    expect(projectOpenedBy(card("cajita").querySelector("p"), cards)).toBeUndefined()
    expect(projectOpenedBy(card("gone").querySelector("a"), cards)).toBeUndefined()
    expect(projectOpenedBy(null, cards)).toBeUndefined()
    expect(projectOpenedBy(window, cards)).toBeUndefined()
  })
})
