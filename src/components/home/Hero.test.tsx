import { act, render, screen } from "@testing-library/react"
import React from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { PICK_ON_LOAD } from "../../lib/hero"
import { endHydration, startHydration } from "../server-rendered/first-load"
import { Hero } from "./Hero"

const taglines = ["Writing code", "Playing guitar", "Fooling people with cards"]
const descriptions = [
  { label: "Confident and Clean", text: "Clean text." },
  { label: "Playful and Personal", text: "Playful text." },
  { label: "Magnetic and Purposeful", text: "Magnetic text." },
]

/** A stand-in for Math.random that hands out the given numbers in turn. */
const sequence = (...numbers: number[]) => {
  let i = 0
  return () => numbers[i++ % numbers.length]
}

const hero = (random: () => number) => (
  <Hero taglines={taglines} descriptions={descriptions} portrait={null} buildYear={new Date().getFullYear()} random={random} />
)

describe("Hero", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("renders the same HTML on the server whatever the random numbers", () => {
    const year = new Date().getFullYear()
    const html = renderToString(hero(sequence(0.9)))
    expect(html).toBe(renderToString(hero(sequence(0.4))))
    expect(html).toContain(`Writing code for the past ${year - 1995} years (and counting)`)
    expect(html).toContain("Clean text.")
  })

  it("on the first page load, draws the page script's pick and hydrates it without a warning", () => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(hero(sequence(0.1)))
    document.body.append(container)
    // The page's inline script runs as the parser reaches it, before anything is drawn.
    const script = container.querySelector("script")!
    expect(script.textContent).toBe(PICK_ON_LOAD)
    const random = jest.spyOn(Math, "random").mockReturnValue(0.99)
    const current = jest.spyOn(document, "currentScript", "get").mockReturnValue(script)
    new Function(script.textContent!)()
    random.mockRestore()
    current.mockRestore()
    expect(container.querySelector("h1")).toHaveTextContent(/^Fooling people with cards for the past/)
    expect(container).toHaveTextContent("Magnetic text.")

    const errors = jest.spyOn(console, "error")
    // The browser's own random numbers would pick the first of each: it keeps the page's pick instead.
    startHydration()
    act(() => {
      hydrateRoot(container, hero(sequence(0.1)))
    })
    endHydration()
    expect(errors).not.toHaveBeenCalled()
    expect(container.querySelector("script")).toBe(script)
    expect(container.querySelector("h1")).toHaveTextContent(/^Fooling people with cards for the past/)
    expect(container).toHaveTextContent("Magnetic text.")
    // It still rotates.
    act(() => jest.advanceTimersByTime(15_000))
    expect(container.querySelector("h1")).not.toHaveTextContent(/^Fooling people with cards/)
    errors.mockRestore()
    container.remove()
  })

  it("after a navigation, picks on mount and draws no script, which the first page's policy would block", () => {
    const { container } = render(hero(sequence(0.99)))
    expect(container.querySelector("script")).toBeNull()
    expect(container.querySelector("h1")).toHaveTextContent(/^Fooling people with cards for the past/)
  })

  it("picks another tagline and description every 15 seconds", () => {
    // load: tagline 2, description 1; each rotation then picks among the other indices.
    render(hero(sequence(0.9, 0.5, 0, 0.9, 0.9, 0)))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Fooling people with cards for the past/)
    expect(screen.getByText("Playful text.")).toBeInTheDocument()

    act(() => jest.advanceTimersByTime(14_999))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Fooling people with cards/)

    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Writing code for the past/)
    expect(screen.getByText("Magnetic text.")).toBeInTheDocument()

    act(() => jest.advanceTimersByTime(15_000))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Fooling people with cards/)
    expect(screen.getByText("Clean text.")).toBeInTheDocument()
  })

  it("offers the two buttons and the seven profiles in new tabs", () => {
    render(hero(sequence(0)))
    expect(screen.getByRole("link", { name: "Get to know me" })).toHaveAttribute("href", "/about")
    expect(screen.getByRole("link", { name: "Now" })).toHaveAttribute("href", "/now")
    const profiles = screen.getAllByRole("link", { name: /opens in a new tab/ })
    expect(profiles).toHaveLength(7)
    for (const profile of profiles) expect(profile).toHaveAttribute("target", "_blank")
  })
})
