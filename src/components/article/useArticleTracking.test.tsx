import { act, render, screen } from "@testing-library/react"
import React from "react"
import ArticlePage from "../../templates/article"
import { ArticleView } from "./ArticleView"
import { useArticleTracking } from "./useArticleTracking"

// The article as its page and a draft's view both get it; the analytics tag is the edge mocked here.
const ARTICLE = {
  slug: "amp-notes",
  title: "Notes on an amplifier",
  date: "2024-03-10",
  updated: null,
  tags: ["gear"],
  status: "published",
  lang: "en",
  readTime: "3 min read",
  path: "/article/amp-notes",
  isTranslation: false,
  originalUpdated: false,
  html: "<p>Tubes glow.</p>",
  contents: null,
  original: null,
  translation: null,
}
const DRAFT = { ...ARTICLE, status: "draft", title: "A title the owner has not published" }

const gtag = jest.fn()
beforeEach(() => {
  gtag.mockReset()
  window.gtag = gtag
})
afterAll(() => {
  delete window.gtag
})

/** The events the page sent, by name, once the tracking's code (loaded on first use) has had its turn. */
async function sentEvents(): Promise<unknown[]> {
  await act(async () => {
    await import("./article-tracking")
    // One turn of the event loop: every promise queued before it has settled.
    await new Promise(resolve => setTimeout(resolve, 0))
  })
  return gtag.mock.calls.filter(([command]) => command === "event").map(([, name]) => name)
}

function Tracked({ article }: { article: typeof ARTICLE | null }) {
  useArticleTracking(article)
  return null
}

describe("useArticleTracking", () => {
  it("reports a published article's read", async () => {
    render(<Tracked article={ARTICLE} />)
    expect(await sentEvents()).toEqual(expect.arrayContaining(["article_read", "read_article"]))
    expect(gtag).toHaveBeenCalledWith("event", "article_read", expect.objectContaining({ article_title: ARTICLE.title, article_slug: ARTICLE.slug }))
  })

  it("reports nothing without an article", async () => {
    render(<Tracked article={null} />)
    expect(await sentEvents()).toEqual([])
  })
})

describe("what an article's view reports", () => {
  const page = (article: typeof ARTICLE) =>
    ({ data: { article: { ...article, excerpt: null, thumbnailImage: null, socialImage: null }, previous: null, next: null, related: { nodes: [] } }, pageContext: { id: "1", related: [] }, location: { hash: "" } }) as unknown as Parameters<typeof ArticlePage>[0]

  it("the article's page reports its read", async () => {
    render(<ArticlePage {...page(ARTICLE)} />)
    await screen.findByRole("heading", { level: 1, name: ARTICLE.title })
    expect(await sentEvents()).toContain("article_read")
  })

  it("a draft's view, which the owner opens, never sends its title to the analytics service", async () => {
    render(<ArticleView article={DRAFT} image={undefined} hash="" />)
    await screen.findByText("DRAFT - Not Published Yet")
    expect(await sentEvents()).toEqual([])
    expect(JSON.stringify(gtag.mock.calls)).not.toContain(DRAFT.title)
  })
})
