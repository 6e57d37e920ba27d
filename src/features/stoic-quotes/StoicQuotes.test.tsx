import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { renderToString } from "react-dom/server"
import { DRAWN_ON_LOAD, todaysQuoteOnLoad } from "./quote-rules"
import type { Quote } from "./stoic-quote"
import { StoicQuotes } from "./StoicQuotes"

const QUOTES: Quote[] = [
  { content: "First", author: "Seneca", reference: "Letter 1.1", translation: "tr. Richard M. Gummere (1917)" },
  { content: "Second", author: "Epictetus", reference: "Enchiridion 1", translation: "tr. George Long (1877)" },
]

describe("StoicQuotes", () => {
  beforeEach(() => {
    localStorage.clear()
    jest.useFakeTimers()
    jest.spyOn(Math, "random").mockReturnValue(0)
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it("has the spec's defaults: 100% wide, 400px high, at least 300px, controls shown, dark", () => {
    render(<StoicQuotes quotes={QUOTES} />)
    const widget = screen.getByRole("region", { name: "Stoic quotes" })
    expect(widget).toHaveStyle({ width: "100%", height: "400px", minHeight: "300px" })
    expect(widget).toHaveAttribute("data-theme", "dark")
    expect(screen.getByRole("button", { name: "New quote" })).toBeInTheDocument()
  })

  it("shows and stores the day's quote", () => {
    render(<StoicQuotes quotes={QUOTES} />)
    expect(screen.getByText("First")).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem("stoicQuotes.dailyQuote")!)).toMatchObject({ content: "First" })
  })

  it("fades the quote out for 300 ms before showing the next one", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(<StoicQuotes quotes={QUOTES} />)
    await user.click(screen.getByRole("button", { name: "New quote" }))
    act(() => jest.advanceTimersByTime(299))
    expect(screen.getByText("First")).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByText("Second")).toBeInTheDocument()
  })

  it("leaves no timer behind when it goes away mid-fade", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const { unmount } = render(<StoicQuotes quotes={QUOTES} />)
    await user.click(screen.getByRole("button", { name: "New quote" }))
    unmount()
    expect(jest.getTimerCount()).toBe(0)
  })

  it("hides the controls when asked, and picks at random when daily mode is off", () => {
    jest.spyOn(Math, "random").mockReturnValue(0.9)
    render(<StoicQuotes quotes={QUOTES} showControls={false} daily={false} />)
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
    expect(screen.getByText("Second")).toBeInTheDocument()
    expect(localStorage.getItem("stoicQuotes.dailyQuote")).toBeNull()
  })
})

describe("StoicQuotes as the server writes it", () => {
  afterEach(() => jest.restoreAllMocks())

  it("ends with the script that draws the day's quote into its empty figure as the page loads", () => {
    document.body.innerHTML = renderToString(<StoicQuotes quotes={QUOTES} footer={<p>Start page</p>} onLoadScript={todaysQuoteOnLoad()} />)
    const widget = screen.getByRole("region", { name: "Stoic quotes" })
    expect(widget.lastElementChild?.tagName).toBe("SCRIPT")
    expect(widget.querySelector("blockquote")).toHaveTextContent(/^$/)
    expect(widget.querySelector("[aria-busy]")).toHaveAttribute("aria-busy", "false")

    // What the browser does with it, before any of the page's script files has run.
    jest.spyOn(Math, "random").mockReturnValue(0.9)
    const script = document.createElement("script")
    script.textContent = widget.lastElementChild!.textContent
    widget.lastElementChild!.replaceWith(script)
    expect(widget.querySelector("blockquote")).toHaveTextContent("Second")
    expect(widget.querySelector("figure")).toHaveAttribute(DRAWN_ON_LOAD, "1")
  })

  it("has no such script when it shows a random quote instead of the day's", () => {
    document.body.innerHTML = renderToString(<StoicQuotes quotes={QUOTES} daily={false} onLoadScript={todaysQuoteOnLoad()} />)
    expect(document.querySelector("script")).toBeNull()
    expect(document.querySelector("figure")).toBeNull()
  })

  it("has no such script when the page gives it none, and then picks the quote once mounted", () => {
    document.body.innerHTML = renderToString(<StoicQuotes quotes={QUOTES} />)
    expect(document.querySelector("script")).toBeNull()
  })
})
