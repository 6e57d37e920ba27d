import { render, screen } from "@testing-library/react"
import React from "react"
import { ArticleHeader, type ArticleHeaderProps } from "./ArticleHeader"

const original: ArticleHeaderProps["article"] = {
  title: "Musicians Who Code",
  date: "2024-02-10",
  updated: null,
  readTime: "4 min",
  tags: ["music"],
  isTranslation: false,
  originalUpdated: false,
  original: null,
}
const translation: ArticleHeaderProps["article"] = {
  ...original,
  title: "Músicos que programan",
  isTranslation: true,
  original: { title: "Musicians Who Code", path: "/article/musicians-who-code", lang: "en" },
}

const UPDATED_ES = /El original en inglés cambió después de hacerse esta traducción/
const UPDATED_EN = /original has changed since this translation was made/

describe("ArticleHeader", () => {
  it("tells the reader of a translation, in its language, that the original has changed, and links to it", () => {
    render(<ArticleHeader article={{ ...translation, originalUpdated: true }} lang="es" />)
    expect(screen.getByText(UPDATED_ES)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Leer el original actualizado" })).toHaveAttribute("href", "/article/musicians-who-code")
    expect(screen.getByText(/Esta es una traducción automática del inglés/)).toBeInTheDocument()
  })

  it("says so in English on an English translation of a Spanish original", () => {
    render(
      <ArticleHeader
        article={{ ...translation, title: "Basket Tacos", originalUpdated: true, original: { title: "Tacos de canasta en casa", path: "/article/tacos-de-canasta-en-casa", lang: "es" } }}
        lang="en"
      />,
    )
    expect(screen.getByText(/^The Spanish original has changed since this translation was made/)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Read the updated original" })).toHaveAttribute("href", "/article/tacos-de-canasta-en-casa")
  })

  it("shows no such notice on a translation in sync, nor on an original", () => {
    const { unmount } = render(<ArticleHeader article={translation} lang="es" />)
    expect(screen.queryByText(UPDATED_ES)).not.toBeInTheDocument()
    expect(screen.getByText(/Esta es una traducción automática del inglés/)).toBeInTheDocument()
    unmount()
    render(<ArticleHeader article={{ ...original, originalUpdated: true }} lang="en" />)
    expect(screen.queryByText(UPDATED_EN)).not.toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Musicians Who Code")
  })

  it("gives the day of an article's last revision in the article's language, and nothing without one", () => {
    const { container, unmount } = render(<ArticleHeader article={{ ...original, updated: "2024-03-05" }} lang="en" />)
    expect(container.querySelector("p")).toHaveTextContent("February 10, 2024 · 4 min read · Last updated March 5, 2024")
    expect(screen.getByText("March 5, 2024")).toHaveAttribute("datetime", "2024-03-05")
    unmount()
    const spanish = render(<ArticleHeader article={{ ...translation, updated: "2024-03-05" }} lang="es" />)
    expect(screen.getByText(/^Actualizado el/)).toHaveTextContent("Actualizado el 5 de marzo de 2024")
    spanish.unmount()
    render(<ArticleHeader article={original} lang="en" />)
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument()
  })
})
