/** @jest-environment node */
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const toHtml = require("hast-util-to-html")
const toHast = require("mdast-util-to-hast")
const { parseMarkdown } = require("./parse")
const articlePlugin = require("./index")
const { onCreateNode } = require("../../gatsby/nodes")
const { runOnFolder } = require("../../src/test-support/markdown-node")

/** Markdown to HTML through the site's article plugin, as the CMS preview runs it: the language in the front matter. */
async function render(markdown, lang = "en", extra = {}) {
  const markdownAST = parseMarkdown(markdown)
  const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() }
  await articlePlugin({ markdownAST, markdownNode: { frontmatter: { lang } }, reporter, ...extra }, {})
  return { html: toHtml(toHast(markdownAST, { allowDangerousHtml: true }), { allowDangerousHtml: true }), problems: reporter.panicOnBuild.mock.calls.map(([message]) => message) }
}

const TITLES = {
  NOTE: { en: "Note", es: "Nota" },
  TIP: { en: "Tip", es: "Consejo" },
  IMPORTANT: { en: "Important", es: "Importante" },
  WARNING: { en: "Warning", es: "Advertencia" },
  CAUTION: { en: "Caution", es: "Precaución" },
}

describe("a callout", () => {
  for (const [marker, titles] of Object.entries(TITLES)) {
    for (const [lang, title] of Object.entries(titles)) {
      it(`[!${marker}] in ${lang} is a note titled "${title}", which names it`, async () => {
        const { html, problems } = await render(`Before.\n\n> [!${marker}]\n> Mind the gap.\n\nAfter.`, lang)
        expect(problems).toEqual([])
        expect(html).toBe(
          "<p>Before.</p>\n" +
            `<div class="callout callout-${marker.toLowerCase()}" role="note" aria-labelledby="callout_1">` +
            `<p class="callout-title" id="callout_1">${title}</p><p>Mind the gap.</p></div>\n` +
            "<p>After.</p>",
        )
      })
    }
  }

  it("is titled in the language of the Article the build made of the file, which the front matter may leave out", async () => {
    const article = { internal: { type: "Article" }, lang: "es", translationOf: null }
    const { html } = await render("> [!TIP]\n> Sin miedo a la grasa.", undefined, {
      markdownNode: { frontmatter: {}, children: ["article-1"] },
      // As gatsby-transformer-remark gives them to its plugins.
      getNode: id => (id === "article-1" ? article : undefined),
      getNodesByType: type => (type === "Article" ? [article] : []),
    })
    expect(html).toContain('<p class="callout-title" id="callout_1">Consejo</p>')
  })

  it("reads its marker in any case, and after it a new line or a hard break", async () => {
    const soft = await render("> [!warning]\n> Hot fat\n> spits.")
    expect(soft.html).toContain('<p class="callout-title" id="callout_1">Warning</p><p>Hot fat<br>\nspits.</p>')
    const hard = await render("> [!Caution]  \n> Hot fat spits.")
    expect(hard.html).toContain('<p class="callout-title" id="callout_1">Caution</p><p>Hot fat spits.</p>')
  })

  it("holds paragraphs, lists, code and quotes, and each callout of the text has its own title", async () => {
    const markdown = [
      "> [!IMPORTANT]",
      ">",
      "> First **point**.",
      ">",
      "> - one",
      "> - two",
      ">",
      "> ```",
      "> code",
      "> ```",
      ">",
      "> > A quote in it.",
      "",
      "> [!NOTE]",
      "> Second.",
    ].join("\n")
    const { html, problems } = await render(markdown)
    expect(problems).toEqual([])
    expect(html).toContain(
      '<div class="callout callout-important" role="note" aria-labelledby="callout_1"><p class="callout-title" id="callout_1">Important</p>' +
        "<p>First <strong>point</strong>.</p><ul>\n<li>one</li>\n<li>two</li>\n</ul>",
    )
    expect(html).toContain("<pre><code>code\n</code></pre></div></figure>")
    expect(html).toContain("<blockquote>\n<p>A quote in it.</p>\n</blockquote></div>")
    expect(html).toContain('<div class="callout callout-note" role="note" aria-labelledby="callout_2"><p class="callout-title" id="callout_2">Note</p><p>Second.</p></div>')
  })
})

describe("a quote that is not a callout", () => {
  it("stays a quote", async () => {
    for (const markdown of ["> Simplicity is prerequisite for reliability.", "> See [!NOTE] below.", "> [a link](https://example.com) first", "> [! NOTE]\n> spaced"]) {
      const { html, problems } = await render(markdown)
      expect(problems).toEqual([])
      expect(html).toMatch(/^<blockquote>/)
      expect(html).not.toContain("callout")
    }
  })
})

describe("a quote that starts with a marker but cannot be a callout", () => {
  it.each([
    ["an unknown one", "> [!NOTES]\n> Typo.", 3, "[!NOTES] is not a callout: write [!NOTE], [!TIP], [!IMPORTANT], [!WARNING] or [!CAUTION]"],
    ["text on the marker's line", "> [!NOTE] Same line.", 3, "a callout's text starts on the line after its [!NOTE], which stands alone on its line"],
    ["nothing after it", "> [!TIP]", 3, "[!TIP] has no text"],
    ["inside a list", "- An item\n\n  > [!NOTE]\n  > Nested.", 5, "[!NOTE] is inside a list or another quote: a callout stands on its own, as on GitHub"],
  ])("stops the build naming its line: %s", async (_, markdown, line, message) => {
    const { html, problems } = await render(`Intro.\n\n${markdown}`)
    expect(problems).toEqual([`Markdown:${line}: ${message}`])
    expect(html).not.toContain("callout")
  })

  it("is named by its file and the file's line", async () => {
    const siteFolder = process.cwd()
    const folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "callouts-")))
    try {
      process.chdir(folder)
      const articles = path.join(folder, "content", "articles")
      fs.mkdirSync(articles, { recursive: true })
      fs.writeFileSync(path.join(articles, "a-post.md"), '---\ntitle: "A post"\ndate: "2024-01-01"\n---\nIntro.\n\n> [!NOTES]\n> Typo.\n')
      // The build's nodes of the file (gatsby/nodes.ts), which count the lines its front matter takes.
      const { store, settled } = runOnFolder(onCreateNode, articles, ["a-post.md"])
      await settled
      const markdownNode = store.getNode("md-a-post.md")
      const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() }
      await articlePlugin({ markdownAST: parseMarkdown(markdownNode.rawMarkdownBody), markdownNode, reporter, getNode: store.getNode, getNodesByType: store.getNodesByType }, {})
      expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/^content\/articles\/a-post\.md:7: \[!NOTES\] is not a callout/))
    } finally {
      process.chdir(siteFolder)
      fs.rmSync(folder, { recursive: true })
    }
  })
})
