import { fireEvent, render, screen } from "@testing-library/react"
import React from "react"
import { prefetchOnIntent, type PageLoader } from "./page-loader"

// Gatsby's own loader and Link, not the Jest stand-ins (__mocks__/gatsby.js): these tests pin the
// behaviour page-loader.ts works around, and fail when a Gatsby release changes it.
// (Its redirects come from a file each build writes.)
jest.mock("gatsby/cache-dir/commonjs/redirect-utils.js", () => ({ maybeGetBrowserRedirect: () => undefined }))
const { Link } = jest.requireActual<typeof import("gatsby-link")>("gatsby-link")
const { prefetchPathname } = jest.requireActual<typeof import("gatsby")>("gatsby")
// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsbyLoader = require("gatsby/cache-dir/commonjs/loader")

type WithLoader = { ___loader?: PageLoader }

describe("Gatsby's page loading, which page-loader.ts works around", () => {
  afterEach(() => {
    delete (window as WithLoader).___loader
    jest.useRealTimers()
  })

  it("has its Link tell the loader the moment the pointer enters it", () => {
    const loader = { hovering: jest.fn(), loadPage: jest.fn(), enqueue: jest.fn() }
    Object.assign(window, { ___loader: loader })
    render(<Link to="/about">About</Link>)
    fireEvent.mouseEnter(screen.getByRole("link", { name: "About" }))
    expect(loader.hovering).toHaveBeenCalledWith("/about")
  })

  it("loads the page when told of hovering, and loadPage is what loads it", () => {
    const loader = new gatsbyLoader.ProdLoader({ components: {} }, [], null)
    loader.loadPage = jest.fn(() => Promise.resolve())
    gatsbyLoader.setLoader(loader)
    gatsbyLoader.publicLoader.hovering("/about")
    expect(loader.loadPage).toHaveBeenCalledWith("/about")
    gatsbyLoader.publicLoader.loadPage("/now")
    expect(loader.loadPage).toHaveBeenCalledWith("/now")
  })

  it("has prefetchPathname wait 3 s, and then fetch nothing once core prefetching is disabled", async () => {
    jest.useFakeTimers()
    const loader = new gatsbyLoader.ProdLoader({ components: {} }, [], null)
    loader.setApiRunner((api: string) => (api === "disableCorePrefetching" ? [true] : []))
    loader.doPrefetch = jest.fn(() => Promise.resolve())
    gatsbyLoader.setLoader(loader)
    const prefetched = prefetchPathname("/about") as unknown as PromiseLike<boolean>
    jest.advanceTimersByTime(2999)
    expect(loader.prefetchTriggered.has("/about")).toBe(false)
    jest.advanceTimersByTime(1)
    jest.runOnlyPendingTimers()
    await expect(prefetched).resolves.toBe(false)
    expect(loader.doPrefetch).not.toHaveBeenCalled()
  })
})

describe("prefetchOnIntent", () => {
  let loader: { hovering: jest.Mock; loadPage: jest.Mock }
  let stop: () => void
  beforeEach(() => {
    jest.useFakeTimers()
    loader = { hovering: jest.fn(), loadPage: jest.fn(() => Promise.resolve()) }
    Object.assign(window, { ___loader: { ...loader } })
    stop = prefetchOnIntent(window)
  })
  afterEach(() => {
    stop()
    delete (window as WithLoader).___loader
    document.body.innerHTML = ""
    jest.useRealTimers()
  })

  it("loads nothing when Gatsby's Link reports the pointer entering it", () => {
    ;(window as WithLoader).___loader!.hovering("/about")
    expect(loader.hovering).not.toHaveBeenCalled()
    expect(loader.loadPage).not.toHaveBeenCalled()
  })

  it("loads a page through Gatsby's loader after 100 ms of intent on its link", () => {
    document.body.innerHTML = `<a href="/about">About</a>`
    fireEvent.mouseOver(screen.getByRole("link", { name: "About" }))
    jest.advanceTimersByTime(99)
    expect(loader.loadPage).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(loader.loadPage).toHaveBeenCalledWith("/about")
  })
})
