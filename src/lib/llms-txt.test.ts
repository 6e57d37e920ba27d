import { llmsTxt, type LlmsArticle } from "./llms-txt"

const SITE = "https://riffandcode.dev"
const article = (slug: string, date: string, overrides: Partial<LlmsArticle> = {}): LlmsArticle => ({
  title: `Title of ${slug}`,
  url: `${SITE}/article/${slug}`,
  summary: `Excerpt of ${slug}.`,
  date,
  ...overrides,
})

describe("llmsTxt", () => {
  const text = llmsTxt({
    name: "Riff & Code",
    summary: "A site.\nIn two languages.",
    sections: [
      { heading: "English", articles: [article("old", "2024-02-10"), article("new", "2025-05-30"), article("mid", "2025-01-19T10:00:00Z")] },
      { heading: "Español", articles: [article("nuevo", "2025-05-30", { url: `${SITE}/article/new/es`, title: "Título nuevo" })] },
    ],
  })

  it("is the name, the one-paragraph summary, then a section per language listing its articles newest first", () => {
    expect(text).toBe(
      [
        "# Riff & Code",
        "",
        "> A site. In two languages.",
        "",
        "## English",
        "",
        `- [Title of new](${SITE}/article/new): Excerpt of new.`,
        `- [Title of mid](${SITE}/article/mid): Excerpt of mid.`,
        `- [Title of old](${SITE}/article/old): Excerpt of old.`,
        "",
        "## Español",
        "",
        `- [Título nuevo](${SITE}/article/new/es): Excerpt of nuevo.`,
        "",
      ].join("\n"),
    )
  })

  it("keeps each article on one line and its link whole, whatever its title, address and summary hold", () => {
    const line = llmsTxt({
      name: "S",
      summary: "S.",
      sections: [{ heading: "English", articles: [article("x", "2025-01-01", { title: "Arrays [1] and \\ paths", url: `${SITE}/article/a(b) c`, summary: "Two\n  lines." })] }],
    }).split("\n")[6]
    expect(line).toBe(`- [Arrays \\[1\\] and \\\\ paths](${SITE}/article/a%28b%29%20c): Two lines.`)
  })

  it("gives an article without a summary a bare link, and a language without articles its heading alone", () => {
    const lines = llmsTxt({
      name: "S",
      summary: "S.",
      sections: [
        { heading: "English", articles: [article("x", "2025-01-01", { summary: null }), article("y", "2024-01-01", { summary: "  " })] },
        { heading: "Español", articles: [] },
      ],
    }).split("\n")
    expect(lines.slice(4)).toEqual(["## English", "", `- [Title of x](${SITE}/article/x)`, `- [Title of y](${SITE}/article/y)`, "", "## Español", ""])
  })

  it("lists two articles of one day in the order of their addresses, whatever order they come in", () => {
    const sections = (articles: LlmsArticle[]) => [{ heading: "English", articles }]
    const a = article("a", "2025-01-01")
    const b = article("b", "2025-01-01")
    expect(llmsTxt({ name: "S", summary: "S.", sections: sections([b, a]) })).toBe(llmsTxt({ name: "S", summary: "S.", sections: sections([a, b]) }))
  })
})
