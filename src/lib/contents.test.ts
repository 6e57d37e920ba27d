import { contentsHtml, contentsOf, MIN_CONTENTS_HEADINGS } from "./contents"

const heading = (depth: number, value: string) => ({ id: value.toLowerCase().replace(/\s+/g, "-"), value, depth })

describe("contentsOf", () => {
  it("lists the second- and third-level headings in order, leaving out the others", () => {
    const headings = [heading(2, "First steps"), heading(4, "An aside"), heading(3, "The metronome"), heading(1, "Title"), heading(2, "Flow")]
    expect(contentsOf(headings)).toEqual([
      { id: "first-steps", text: "First steps", depth: 2 },
      { id: "the-metronome", text: "The metronome", depth: 3 },
      { id: "flow", text: "Flow", depth: 2 },
    ])
  })

  it("gives no contents to an article with fewer than three such headings", () => {
    expect(MIN_CONTENTS_HEADINGS).toBe(3)
    expect(contentsOf([heading(2, "One"), heading(3, "Two"), heading(4, "Deep"), heading(5, "Deeper")])).toEqual([])
    expect(contentsOf([])).toEqual([])
  })

  it("leaves out a heading without an anchor or text", () => {
    expect(contentsOf([heading(2, "One"), { id: null, value: "Two", depth: 2 }, heading(2, "Three"), { id: "x", value: "", depth: 3 }])).toEqual([])
  })
})

describe("contentsHtml", () => {
  const headings = [heading(2, "First steps"), heading(3, "Scales & <modes>"), heading(2, "Flow")]

  it("writes the contents in the page's language, folded and beside the text, each entry leading to its heading", () => {
    const html = contentsHtml(headings, "es")!
    document.body.innerHTML = html
    const lists = Array.from(document.querySelectorAll("nav"), nav => ({
      label: nav.getAttribute("aria-label"),
      links: Array.from(nav.querySelectorAll("a"), a => [a.getAttribute("href"), a.textContent]),
    }))
    const links = [
      ["#first-steps", "First steps"],
      ["#scales-&-<modes>", "Scales & <modes>"],
      ["#flow", "Flow"],
    ]
    expect(lists).toEqual([
      { label: "Contenido", links },
      { label: "Contenido", links },
    ])
    expect(document.querySelector("summary")?.textContent).toBe("Contenido")
    expect(document.querySelectorAll("li.contents-part")).toHaveLength(2)
  })

  it("writes a heading's text as text, never as markup", () => {
    expect(contentsHtml(headings, "en")).toContain("Scales &amp; &lt;modes&gt;")
    expect(contentsHtml(headings, "en")).not.toContain("<modes>")
  })

  it("writes nothing for an article with fewer than three sections", () => {
    expect(contentsHtml(headings.slice(0, 2), "en")).toBeNull()
  })
})
