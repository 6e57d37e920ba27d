import { render, screen, within } from "@testing-library/react"
import React from "react"
import { ReadNext } from "./ReadNext"

const linked = (slug: string, title: string, date = "2021-03-04") => ({ id: slug, title, path: `/article/${slug}`, date })

describe("ReadNext", () => {
  it("offers the previous, the next and the related articles in English", () => {
    render(<ReadNext lang="en" previous={linked("old", "Old one")} next={linked("new", "New one")} related={[linked("r1", "First"), linked("r2", "Second")]} />)
    const nav = screen.getByRole("navigation", { name: "Read next" })
    expect(within(nav).getByRole("link", { name: "← Previous article Old one" })).toHaveAttribute("href", "/article/old")
    expect(within(nav).getByRole("link", { name: "Next article → New one" })).toHaveAttribute("href", "/article/new")
    const related = within(nav).getByRole("list", { name: "Related articles" })
    expect(within(related).getAllByRole("link").map(link => link.textContent)).toEqual(["First", "Second"])
    expect(within(related).getAllByText("March 4, 2021")).toHaveLength(2)
  })

  it("speaks Spanish on a Spanish article, and shows only the side there is", () => {
    render(<ReadNext lang="es" previous={null} next={linked("nuevo", "Nuevo")} related={[]} />)
    const nav = screen.getByRole("navigation", { name: "Sigue leyendo" })
    expect(within(nav).getByRole("link", { name: "Artículo siguiente → Nuevo" })).toBeInTheDocument()
    expect(within(nav).queryByText("← Artículo anterior")).toBeNull()
    expect(within(nav).queryByRole("list", { name: "Artículos relacionados" })).toBeNull()
    expect(within(nav).getAllByRole("link")).toHaveLength(1)
  })

  it("is left out when there is nothing to read next", () => {
    const { container } = render(<ReadNext lang="en" previous={null} next={null} related={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
