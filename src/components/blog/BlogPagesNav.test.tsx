import { render, screen } from "@testing-library/react"
import React from "react"
import { BlogPagesNav } from "./BlogPagesNav"

describe("BlogPagesNav", () => {
  it("leads to newer and older posts and names the pages around its own", () => {
    render(<BlogPagesNav listPath="/blog" number={5} count={12} lang="en" />)
    const nav = screen.getByRole("navigation", { name: "Pages" })
    expect(nav).toHaveAttribute("lang", "en")
    expect(screen.getByText("Page 5 of 12")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "← Newer posts" })).toHaveAttribute("href", "/blog/page/4")
    expect(screen.getByRole("link", { name: "Older posts →" })).toHaveAttribute("href", "/blog/page/6")
    expect(screen.getByRole("link", { name: "Page 5" })).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/blog")
    expect(screen.getAllByRole("link").map(link => link.textContent)).toEqual(["← Newer posts", "1", "2", "3", "4", "5", "6", "7", "12", "Older posts →"])
  })

  it("speaks the language of the posts it lists", () => {
    render(<BlogPagesNav listPath="/blog/trabajo" number={2} count={2} lang="es" />)
    expect(screen.getByRole("navigation", { name: "Páginas" })).toHaveAttribute("lang", "es")
    expect(screen.getByText("Página 2 de 2")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "← Entradas más recientes" })).toHaveAttribute("href", "/blog/trabajo")
    expect(screen.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page")
    expect(screen.queryByRole("link", { name: "Entradas anteriores →" })).toBeNull()
  })

  it("shows nothing for a list that fits on one page", () => {
    const { container } = render(<BlogPagesNav listPath="/blog" number={1} count={1} lang="en" />)
    expect(container).toBeEmptyDOMElement()
  })
})
