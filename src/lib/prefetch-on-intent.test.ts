import { internalPagePath, watchLinkIntent } from "./prefetch-on-intent"

const link = (href: string, attributes: Record<string, string> = {}) => {
  const anchor = document.createElement("a")
  anchor.href = href
  anchor.innerHTML = "<span>label</span>"
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value)
  document.body.append(anchor)
  return anchor
}

const hover = (element: Element) => element.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }))
const leave = (element: Element, to: Element | null = document.body) =>
  element.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: to }))

describe("prefetch on intent", () => {
  let prefetch: jest.Mock
  let stop: () => void
  beforeEach(() => {
    jest.useFakeTimers()
    prefetch = jest.fn()
    stop = watchLinkIntent(document, prefetch)
  })
  afterEach(() => {
    stop()
    document.body.innerHTML = ""
    jest.useRealTimers()
  })

  it("prefetches a page once the pointer has rested on its link for 100 ms", () => {
    hover(link("/about").querySelector("span")!)
    jest.advanceTimersByTime(99)
    expect(prefetch).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(prefetch).toHaveBeenCalledWith("/about")
  })

  it("does nothing when the pointer leaves within 100 ms", () => {
    const anchor = link("/about")
    hover(anchor)
    jest.advanceTimersByTime(60)
    leave(anchor)
    jest.advanceTimersByTime(200)
    expect(prefetch).not.toHaveBeenCalled()
  })

  it("keeps waiting while the pointer moves inside the link", () => {
    const anchor = link("/now")
    hover(anchor)
    jest.advanceTimersByTime(50)
    leave(anchor, anchor.querySelector("span"))
    hover(anchor.querySelector("span")!)
    jest.advanceTimersByTime(50)
    expect(prefetch).toHaveBeenCalledTimes(1)
    expect(prefetch).toHaveBeenCalledWith("/now")
  })

  it("counts keyboard focus as intent", () => {
    const anchor = link("/blog")
    anchor.focus()
    jest.advanceTimersByTime(100)
    expect(prefetch).toHaveBeenCalledWith("/blog")
  })

  it("stops watching when asked", () => {
    stop()
    hover(link("/about"))
    jest.advanceTimersByTime(200)
    expect(prefetch).not.toHaveBeenCalled()
  })
})

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
