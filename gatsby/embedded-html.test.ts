/** @jest-environment node */
import path from "node:path"
import { embeddedHtml } from "./embedded-html"

const file = (rawMarkdownBody: string) => ({ fileAbsolutePath: path.join(process.cwd(), "content/articles/some-article.md"), rawMarkdownBody })

describe("the HTML a page embeds of a Markdown file", () => {
  it("is the sanitizer's serialization", () => {
    expect(embeddedHtml("<p>a &amp; b</p><!-- note -->", file("a & b"))).toBe("<p>a &amp; b</p>")
  })

  it("stops the build naming the file, the body line the author wrote and what would go", () => {
    const markdown = "Some text.\n\n<p>Hi</p><!x\n\nMore text."
    expect(() => embeddedHtml('<p>Some text.</p>\n<p>Hi</p><!x\n<p>More text.</p>', file(markdown))).toThrow(
      /content\/articles\/some-article\.md, line 3 of its body: the HTML is malformed \(incorrectly-opened-comment\)/,
    )
  })

  it("names the line of the HTML where Markdown syntax wrote it", () => {
    expect(() => embeddedHtml("<p>x</p>\n<table><tr><td>open", file("| a |"))).toThrow(/some-article\.md \(line 2 of its HTML\): the HTML does not close inside itself/)
  })
})
