/** @jest-environment node */
import { previewHtml } from "./markdown"

const asSeen = (path: string) => `/media/${path.replace("./", "")}`

describe("an entry's Markdown in the preview", () => {
  it("is the build's HTML: GFM, kept line breaks, anchored headings, external links in a new tab", async () => {
    const { html, headings, problems } = await previewHtml(
      "## First steps\n\nOne line\nnext line\n\n| a |\n| - |\n| 1 |\n\n[elsewhere](https://example.com)",
      {},
      asSeen,
    )
    expect(problems).toEqual([])
    expect(html).toContain('<h2 id="first-steps"><a href="#first-steps" class="heading-link">First steps</a></h2>')
    expect(headings).toEqual([{ id: "first-steps", value: "First steps", depth: 2 }])
    expect(html).toContain("One line<br>")
    expect(html).toContain("<table>")
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">elsewhere</a>')
  })
  it("shows images where the CMS serves them, and marks a photo credit, labelled in the entry's language", async () => {
    const { html } = await previewHtml("![Guitar](./images/guitar.jpg)\n\nCalce: Someone", {}, asSeen)
    expect(html).toContain('<img src="/media/images/guitar.jpg" alt="Guitar">')
    expect(html).toContain('<p class="photo-credit">Credit: Someone</p>')
  })
  it("titles a callout in the entry's language", async () => {
    const { html } = await previewHtml("> [!WARNING]\n> La grasa salpica.", { lang: "es" }, asSeen)
    expect(html).toContain('<div class="callout callout-warning" role="note" aria-labelledby="callout_1"><p class="callout-title" id="callout_1">Advertencia</p>')
  })
  it("reports what the build would refuse", async () => {
    const { problems } = await previewHtml("[click](javascript:alert(1))", {}, asSeen)
    expect(problems).toEqual([expect.stringContaining('link "click" points to a javascript: address')])
  })
})
