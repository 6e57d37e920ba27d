import { gtagForEachTest } from "../test-support/gtag"
import { handleRouteUpdate, type RouteLocation } from "./route-updates"

const at = (pathname: string, search = "", hash = ""): RouteLocation => ({
  pathname,
  search,
  hash,
  href: `https://riffandcode.dev${pathname}${search}${hash}`,
})

describe("route updates", () => {
  const gtag = gtagForEachTest()
  let scrollTo: jest.SpyInstance
  beforeEach(() => {
    jest.useFakeTimers()
    scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined)
  })
  afterEach(() => {
    jest.useRealTimers()
    scrollTo.mockRestore()
  })

  const pageViews = () => gtag().mock.calls.filter(call => call[1] === "page_view").map(call => call[2])

  it("sends one page_view for the first load, with the title the page ends up with", () => {
    document.title = "Old title"
    handleRouteUpdate({ location: at("/", "?ref=feed"), prevLocation: null })
    document.title = "Riff & Code"
    jest.runAllTimers()
    expect(pageViews()).toEqual([{ page_path: "/?ref=feed", page_title: "Riff & Code", page_location: "https://riffandcode.dev/?ref=feed" }])
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it("sets the page's address for every event at once, before its page_view, without a subscriber's data", () => {
    handleRouteUpdate({ location: at("/unsubscribe", "?email=reader%40example.com&token=abc123"), prevLocation: null })
    expect(gtag().mock.calls).toEqual([["set", expect.objectContaining({ page_location: "https://riffandcode.dev/unsubscribe" })]])
    jest.runAllTimers()
    expect(pageViews()).toEqual([expect.objectContaining({ page_path: "/unsubscribe", page_location: "https://riffandcode.dev/unsubscribe" })])
    expect(JSON.stringify(gtag().mock.calls)).not.toMatch(/reader|abc123/)
  })

  it("scrolls to the top after a zero-delay timer when the path changes", () => {
    handleRouteUpdate({ location: at("/about"), prevLocation: at("/") })
    expect(scrollTo).not.toHaveBeenCalled()
    jest.advanceTimersByTime(0)
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    jest.runAllTimers()
    expect(pageViews()).toHaveLength(1)
    expect(pageViews()[0]).toMatchObject({ page_path: "/about" })
  })

  it("does not scroll when only the search changes or the link names an anchor", () => {
    handleRouteUpdate({ location: at("/blog", "?x=2"), prevLocation: at("/blog") })
    handleRouteUpdate({ location: at("/about", "", "#guitar"), prevLocation: at("/") })
    jest.runAllTimers()
    expect(scrollTo).not.toHaveBeenCalled()
    expect(pageViews().map(view => view.page_path)).toEqual(["/blog?x=2", "/about"])
  })
})
