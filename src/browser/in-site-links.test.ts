import { followInSiteLinks } from "./in-site-links"

const region = document.createElement("div")
region.setAttribute("data-kept", "")

const link = (href: string, parent: Element, attributes: Record<string, string> = {}) => {
  const anchor = document.createElement("a")
  anchor.href = href
  anchor.innerHTML = "<span>label</span>"
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value)
  parent.append(anchor)
  return anchor
}

const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init })
  element.dispatchEvent(event)
  return event
}

describe("following in-site links of kept markup", () => {
  let navigate: jest.Mock
  let stop: () => void
  beforeEach(() => {
    document.body.append(region)
    navigate = jest.fn()
    stop = followInSiteLinks(document, "[data-kept]", navigate)
  })
  afterEach(() => {
    stop()
    region.innerHTML = ""
    document.body.innerHTML = ""
  })

  it("navigates to the page, its query and its fragment, instead of loading it", () => {
    const event = click(link("/article/first-post?from=blog#intro", region).querySelector("span")!)
    expect(navigate).toHaveBeenCalledWith("/article/first-post?from=blog#intro")
    expect(event.defaultPrevented).toBe(true)
  })

  it("leaves links outside kept markup to their own handlers", () => {
    const event = click(link("/about", document.body))
    expect(navigate).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(false)
  })

  it.each([
    ["with a modifier key", { metaKey: true }],
    ["with ctrl", { ctrlKey: true }],
    ["with shift", { shiftKey: true }],
    ["with the middle button", { button: 1 }],
  ])("leaves a click %s to the browser", (_, init) => {
    const event = click(link("/about", region), init)
    expect(navigate).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(false)
  })

  it.each([
    ["another site", "https://example.com/about", {}],
    ["a file", "/rss.xml", {}],
    ["a new tab", "/about", { target: "_blank" }],
    ["a download", "/about", { download: "" }],
  ])("leaves a link to %s to the browser", (_, href, attributes) => {
    const event = click(link(href, region, attributes))
    expect(navigate).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(false)
  })

  it("does not navigate twice when a handler already took the click", () => {
    const anchor = link("/about", region)
    anchor.addEventListener("click", event => event.preventDefault())
    click(anchor)
    expect(navigate).not.toHaveBeenCalled()
  })

  it("stops following once stopped", () => {
    stop()
    click(link("/about", region))
    expect(navigate).not.toHaveBeenCalled()
  })
})
