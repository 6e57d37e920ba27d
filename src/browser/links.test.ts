import { internalPagePath } from "./links"

const link = (href: string, attributes: Record<string, string> = {}) => {
  const anchor = document.createElement("a")
  anchor.href = href
  anchor.innerHTML = "<span>label</span>"
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value)
  document.body.append(anchor)
  return anchor
}

describe("internalPagePath", () => {
  afterEach(() => {
    document.body.innerHTML = ""
  })
  it("keeps pages on this site and skips everything else", () => {
    expect(internalPagePath(link("/blog/music?x=1#top"), window.location)).toBe("/blog/music")
    expect(internalPagePath(link("https://github.com/x"), window.location)).toBeNull()
    expect(internalPagePath(link("/rss.xml"), window.location)).toBeNull()
    expect(internalPagePath(link("/about", { target: "_blank" }), window.location)).toBeNull()
    expect(internalPagePath(link("/#top"), window.location)).toBeNull()
  })
})
