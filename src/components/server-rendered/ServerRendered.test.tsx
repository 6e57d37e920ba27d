import { render, screen } from "@testing-library/react"
import React from "react"
import { endHydration, startHydration } from "./first-load"
import { ServerRendered } from "./ServerRendered"

describe("ServerRendered", () => {
  afterEach(endHydration)

  it("renders its content, marked, when the page is not being hydrated", () => {
    render(
      <ServerRendered as="ul" aria-label="Posts">
        <li>First post</li>
      </ServerRendered>,
    )
    const list = screen.getByRole("list", { name: "Posts" })
    expect(list).toHaveTextContent("First post")
    expect(list).toHaveAttribute("data-server-rendered")
  })

  it("renders no children of its own while the first page is hydrated, nor on later renders", () => {
    startHydration()
    const { rerender } = render(
      <ServerRendered as="ul" aria-label="Posts">
        <li>From the browser</li>
      </ServerRendered>,
    )
    endHydration()
    rerender(
      <ServerRendered as="ul" aria-label="Posts">
        <li>From the browser</li>
      </ServerRendered>,
    )
    // Preact leaves the server's children in place of these; the browser tests show them kept.
    expect(screen.getByRole("list", { name: "Posts" })).toBeEmptyDOMElement()
  })
})
