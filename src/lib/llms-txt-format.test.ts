/** @jest-environment node */
import fc from "fast-check"
// The CommonMark parser the site's own Markdown goes through (gatsby-transformer-remark's remark).
import remark from "remark"
import { llmsTxt, type LlmsArticle } from "./llms-txt-format"

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

  it("a title, excerpt or heading never makes a link, picture, HTML or heading of its own (generated)", () => {
    interface MdNode { type: string; url?: string; depth?: number; children?: MdNode[] }
    const walk = (node: MdNode): MdNode[] => [node, ...(node.children ?? []).flatMap(walk)]
    const hostile = fc.array(
      fc.constantFrom("](javascript:alert(1))", "[x](https://evil.test)", "![p](https://evil.test/p.png)", "<script>alert(1)</script>", "<https://evil.test>", "\n# Heading", "\n\n## H", "\n- item", "\n> quote", "`code`", "*em*", "__strong__", "\\", "[", "]", "(", ")", "<", ">", "!", " ", "word", "é", "\r\n=== "),
      { maxLength: 8 },
    ).map(parts => parts.join(""))
    fc.assert(
      fc.property(fc.array(fc.record({ title: hostile, summary: fc.option(hostile) }), { minLength: 1, maxLength: 4 }), hostile, (items, heading) => {
        const articles = items.map(({ title, summary }, index) => article(`a${index}`, `2025-01-0${index + 1}`, { title, summary }))
        const tree = remark().parse(llmsTxt({ name: heading || "S", summary: heading, sections: [{ heading: heading || "English", articles }] })) as MdNode
        const nodes = walk(tree)
        expect(nodes.filter(node => node.type === "link").map(node => node.url)).toEqual([...articles].reverse().map(item => item.url))
        expect(nodes.filter(node => ["image", "html", "imageReference", "linkReference", "definition", "code", "inlineCode", "thematicBreak"].includes(node.type))).toEqual([])
        expect(nodes.filter(node => node.type === "heading").map(node => node.depth)).toEqual([1, 2])
        expect(nodes.filter(node => node.type === "list")).toHaveLength(1)
        expect(nodes.filter(node => node.type === "listItem")).toHaveLength(articles.length)
        expect(nodes.filter(node => node.type === "blockquote")).toHaveLength(1)
      }),
      { seed: 11, numRuns: 500 },
    )
  })

  it("refuses an address that is not http(s)", () => {
    expect(() => llmsTxt({ name: "S", summary: "S.", sections: [{ heading: "English", articles: [article("x", "2025-01-01", { url: "javascript:alert(1)" })] }] })).toThrow(/http\(s\)/)
  })
})
