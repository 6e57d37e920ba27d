import { render, screen } from "@testing-library/react"
import React from "react"
import { cardImage as image } from "../../test-support/image-data"
import { Picture } from "./Picture"

describe("Picture", () => {
  it("offers every format before the fallback, which carries the size, the name and the loading colour", () => {
    const { container } = render(<Picture image={image} alt="A guitar" />)
    const types = Array.from(container.querySelectorAll("picture > source"), source => source.getAttribute("type"))
    expect(types).toEqual(["image/avif", "image/webp"])
    const img = screen.getByRole("img", { name: "A guitar" })
    expect(img).toHaveAttribute("src", "/static/a/480.jpg")
    expect(img).toHaveAttribute("width", "480")
    expect(img).toHaveAttribute("height", "252")
    expect(img).toHaveStyle({ backgroundColor: "#081818" })
    expect(container.querySelector("picture")).toHaveStyle({ maxWidth: "480px" })
  })

  it("loads lazily unless it is the page's main picture", () => {
    const { rerender } = render(<Picture image={image} alt="" />)
    const img = () => screen.getByRole("presentation")
    expect(img()).toHaveAttribute("loading", "lazy")
    expect(img()).not.toHaveAttribute("fetchpriority")
    rerender(<Picture image={image} alt="" priority />)
    expect(img()).toHaveAttribute("loading", "eager")
    expect(img()).toHaveAttribute("fetchpriority", "high")
  })

  it("adds the caller's frame to its own", () => {
    const { container } = render(<Picture image={image} alt="" className="frame" />)
    expect(container.querySelector("picture")).toHaveClass("frame")
  })
})
