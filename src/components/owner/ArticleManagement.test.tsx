import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { ArticleManagement } from "./ArticleManagement"

const article = (overrides: Partial<React.ComponentProps<typeof ArticleManagement>["articles"][number]>) => ({
  id: overrides.slug ?? "a",
  slug: "a",
  title: "A post",
  date: "2024-01-01",
  excerpt: "An excerpt.",
  readTime: "4 min",
  status: "published",
  tags: [],
  translated: false,
  ...overrides,
})

describe("ArticleManagement", () => {
  it("says so when the chosen filter has no posts", async () => {
    render(<ArticleManagement articles={[article({ slug: "only", title: "Only published" })]} />)
    expect(screen.getByRole("button", { name: "Drafts (0)" })).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Drafts (0)" }))
    expect(screen.getByText("No posts found for the selected filter.")).toBeInTheDocument()
    expect(screen.queryByRole("list", { name: "Posts" })).not.toBeInTheDocument()
  })

  it("shows the spec's fallbacks on a card with missing details", () => {
    render(<ArticleManagement articles={[article({ slug: "bare", title: "Bare", date: null, excerpt: null, readTime: null, status: "draft", translated: true })]} />)
    const card = within(screen.getByRole("article"))
    expect(card.getByText("Draft")).toBeInTheDocument()
    expect(card.getByRole("img", { name: "Translated" })).toBeInTheDocument()
    expect(card.getByText("No date")).toBeInTheDocument()
    expect(card.getByText("5 min")).toBeInTheDocument()
    expect(card.getByText("No excerpt available")).toBeInTheDocument()
    expect(card.getByRole("link", { name: "View article: Bare" })).toHaveAttribute("href", "/article/bare")
  })

  it("badges a post dated ahead as Scheduled, with its date, and counts it among the drafts", async () => {
    render(
      <ArticleManagement
        articles={[
          article({ slug: "later", title: "Later", date: "3000-01-01", status: "draft", scheduled: true }),
          article({ slug: "unfinished", title: "Unfinished", status: "draft" }),
        ]}
      />,
    )
    await userEvent.click(screen.getByRole("button", { name: "Drafts (2)" }))
    const cards = screen.getAllByRole("article")
    expect(cards.map(card => [within(card).getByRole("heading").textContent, within(card).queryByText(/^(Scheduled|Draft|Published)$/)?.textContent])).toEqual([
      ["Later", "Scheduled"],
      ["Unfinished", "Draft"],
    ])
    expect(within(cards[0]).getByText("Jan 1, 3000")).toBeInTheDocument()
  })

  it("shows 'Invalid date' for a date it cannot read", () => {
    render(<ArticleManagement articles={[article({ date: "next spring" })]} />)
    expect(screen.getByText("Invalid date")).toBeInTheDocument()
  })
})
