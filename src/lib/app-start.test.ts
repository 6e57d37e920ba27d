import { appStartMarkup, startAfterPaint } from "./app-start"

const SOURCES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
const added = () => Array.from(document.querySelectorAll("script[src]"), script => script.getAttribute("src"))

afterEach(() => {
  document.body.innerHTML = ""
  jest.useRealTimers()
})

describe("appStartMarkup", () => {
  it("preloads every script at low priority, in order, and starts them with one inline script", () => {
    const markup = appStartMarkup(SOURCES)
    document.body.innerHTML = markup
    expect(Array.from(document.querySelectorAll('link[rel="preload"][as="script"]'), link => [link.getAttribute("href"), link.getAttribute("fetchpriority")])).toEqual(
      SOURCES.map(src => [src, "low"]),
    )
    expect(document.querySelectorAll("script")).toHaveLength(1)
    expect(added()).toEqual([])
  })
})

describe("startAfterPaint", () => {
  it("adds the scripts only after the next frame has been drawn", () => {
    jest.useFakeTimers()
    new Function(startAfterPaint(SOURCES))()
    expect(added()).toEqual([])
    // The frame's callback runs before its paint; the scripts come in the task after it.
    jest.advanceTimersToNextTimer()
    expect(added()).toEqual([])
    jest.runAllTimers()
    expect(added()).toEqual(SOURCES)
  })

  it("adds them at once in a hidden tab, which draws no frame until it is shown", () => {
    const visibility = jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden")
    new Function(startAfterPaint(SOURCES))()
    expect(added()).toEqual(SOURCES)
    visibility.mockRestore()
  })
})
