import { appScriptsIn, appStartMarkup, startAfterPaint } from "./app-start"

const SOURCES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
const SETUP = 'window.___webpackCompilationHash="abc";'
const added = () => Array.from(document.querySelectorAll("script[src]"), script => script.getAttribute("src"))

/** The page's end as the build writes it: the preloads and the starter, which then runs. */
function load(): void {
  document.body.innerHTML = appStartMarkup(SOURCES, SETUP)
  new Function(document.querySelector("script")!.textContent!)()
}

afterEach(() => {
  document.body.innerHTML = ""
  jest.useRealTimers()
})

describe("appStartMarkup", () => {
  it("preloads every script at low priority, in order, and starts them with one inline script", () => {
    document.body.innerHTML = appStartMarkup(SOURCES, SETUP)
    expect(Array.from(document.querySelectorAll('link[rel="preload"][as="script"]'), link => [link.getAttribute("href"), link.getAttribute("fetchpriority")])).toEqual(
      SOURCES.map(src => [src, "low"]),
    )
    expect(Array.from(document.querySelectorAll("script"), script => script.textContent)).toEqual([startAfterPaint(SETUP)])
    expect(added()).toEqual([])
  })
})

describe("startAfterPaint", () => {
  it("runs Gatsby's setup at once", () => {
    jest.useFakeTimers()
    load()
    expect((window as unknown as { ___webpackCompilationHash?: string }).___webpackCompilationHash).toBe("abc")
  })

  it("adds the preloaded scripts, in order, only after the next frame has been drawn", () => {
    jest.useFakeTimers()
    load()
    expect(added()).toEqual([])
    // The frame's callback runs before its paint; the scripts come in the task after it.
    jest.advanceTimersToNextTimer()
    expect(added()).toEqual([])
    jest.runAllTimers()
    expect(added()).toEqual(SOURCES.map(src => new URL(src, document.baseURI).href))
  })

  it("adds them at once in a hidden tab, which draws no frame until it is shown", () => {
    const hidden = jest.spyOn(document, "hidden", "get").mockReturnValue(true)
    load()
    expect(added()).toHaveLength(SOURCES.length)
    hidden.mockRestore()
  })
})

describe("appScriptsIn", () => {
  it("reads back the scripts the markup preloads, in order, and nothing else a page links", () => {
    const html = `<link rel="preload" as="image" href="/hero.webp">${appStartMarkup(SOURCES, SETUP)}<script src="/other.js"></script>`
    expect(appScriptsIn(html)).toEqual(SOURCES)
  })
})
