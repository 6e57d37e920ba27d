import { render, screen } from "@testing-library/react"
import React from "react"
import { ArticleNav } from "./ArticleNav"

describe("ArticleNav", () => {
  it("leads to the other language at the section being read", () => {
    render(<ArticleNav lang="en" isDraft={false} otherVersion={{ path: "/article/musicians-who-code/es", lang: "es" }} section="flow" />)
    expect(screen.getByRole("link", { name: "Leer en Español" })).toHaveAttribute("href", "/article/musicians-who-code/es#flow")
    expect(screen.getByRole("link", { name: "← Back to Blog" })).toHaveAttribute("href", "/blog")
  })

  it("leads to the top of the other language from the introduction", () => {
    render(<ArticleNav lang="es" isDraft={false} otherVersion={{ path: "/article/tacos-de-canasta-en-casa/en", lang: "en" }} section={null} />)
    expect(screen.getByRole("link", { name: "Read in English" })).toHaveAttribute("href", "/article/tacos-de-canasta-en-casa/en")
    expect(screen.getByRole("navigation", { name: "Artículo" })).toBeInTheDocument()
  })

  it("leads a draft's reader back to the drafts, and offers no language without another version", () => {
    render(<ArticleNav lang="es" isDraft otherVersion={null} section="x" />)
    expect(screen.getByRole("link", { name: "← Volver a los borradores" })).toHaveAttribute("href", "/backstage")
    expect(screen.getAllByRole("link")).toHaveLength(1)
  })
})
