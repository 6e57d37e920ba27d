import { act, render, screen } from "@testing-library/react"
import React from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
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

  it("hydrates the server HTML without a warning, then randomises", () => {
    const container = document.createElement("div")
    // The server and the browser draw different random numbers.
    container.innerHTML = renderToString(hero(sequence(0.1)))
    document.body.append(container)
    const errors = jest.spyOn(console, "error")
    act(() => {
      hydrateRoot(container, hero(sequence(0.9)))
    })
    expect(errors).not.toHaveBeenCalled()
    expect(container.textContent).toContain("Fooling people with cards for the past")
    expect(container.textContent).toContain("Magnetic text.")
    errors.mockRestore()
    container.remove()
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
