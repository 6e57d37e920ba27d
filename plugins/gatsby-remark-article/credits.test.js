/** @jest-environment node */
const toHtml = require("hast-util-to-html")
const toHast = require("mdast-util-to-hast")
const { parseMarkdown } = require("./parse")
const articlePlugin = require("./index")
const { CREDIT_LABELS } = require("./credits")

/** Markdown to HTML through the site's article plugin, the text's language given as the CMS preview gives it. */
async function render(markdown, lang) {
  const markdownAST = parseMarkdown(markdown)
  const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() }
  await articlePlugin({ markdownAST, markdownNode: { frontmatter: { lang } }, reporter }, {})
  return toHtml(toHast(markdownAST))
}

const PICTURE = "![A guitar](./images/guitar.jpg)"

describe("a photo credit", () => {
  it("is labelled in the text's language, whatever language the marker is", async () => {
    expect(await render(`${PICTURE}\n\nCalce: Photograph by Mateo Ríos, 2016.`, "en")).toContain('<p class="photo-credit">Credit: Photograph by Mateo Ríos, 2016.</p>')
    expect(await render(`${PICTURE}\n\nCalce: Fotografía de Mateo Ríos, 2016.`, "es")).toContain('<p class="photo-credit">Calce: Fotografía de Mateo Ríos, 2016.</p>')
  })

  it("gives each of the site's languages a label of its own", () => {
    expect(Object.keys(CREDIT_LABELS).sort()).toEqual(["en", "es"])
    expect(new Set(Object.values(CREDIT_LABELS)).size).toBe(2)
  })

  it("keeps its label when it opens in emphasis, and the rest of its line as written", async () => {
    expect(await render(`${PICTURE}\n\n*Calce: Someone*, 2016`, "en")).toContain('<p class="photo-credit"><em>Credit: Someone</em>, 2016</p>')
  })

  it("is only the paragraph right after a picture: the marker elsewhere is plain text", async () => {
    const html = await render(`Calce: not a credit.\n\n${PICTURE}\n\nText between.\n\nCalce: not one either.`, "en")
    expect(html).not.toContain("photo-credit")
    expect(html).not.toContain("Credit:")
    expect(html.match(/Calce:/g)).toHaveLength(2)
  })

  it("is not a paragraph that merely mentions the marker after its start", async () => {
    const html = await render(`${PICTURE}\n\nThe word Calce: stays.`, "en")
    expect(html).toContain("<p>The word Calce: stays.</p>")
  })
})
