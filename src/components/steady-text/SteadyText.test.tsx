import { render, screen } from "@testing-library/react"
import React from "react"
import { SteadyText } from "./SteadyText"

describe("SteadyText", () => {
  const variants = ["Short", "A much longer text that wraps onto more lines"]

  it("shows only the current text, in the page's text and in the accessible name", () => {
    render(
      <h1>
        <SteadyText text="Short" variants={variants} />
      </h1>,
    )
    const heading = screen.getByRole("heading", { level: 1 })
    expect(heading).toHaveTextContent(/^Short$/)
    expect(heading).toHaveAccessibleName("Short")
  })

  it("keeps every variant as an invisible copy that sizes the element", () => {
    const { container } = render(<SteadyText text="Short" variants={variants} />)
    const copies = [...container.querySelectorAll("[aria-hidden='true'] [data-text]")].map(copy => copy.getAttribute("data-text"))
    expect(copies).toEqual(variants)
  })
})
