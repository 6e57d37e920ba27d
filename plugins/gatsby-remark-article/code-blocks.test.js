/** @jest-environment node */
const toHtml = require("hast-util-to-html")
const toHast = require("mdast-util-to-hast")
const prismjs = require("gatsby-remark-prismjs")
const { parseMarkdown } = require("./parse")
const { languageTitle } = require("./code-blocks")
const articlePlugin = require("./index")

/** Markdown to HTML through the site's article plugin and then gatsby-remark-prismjs, in gatsby-config.ts's order and options. */
async function render(markdown) {
  const markdownAST = parseMarkdown(markdown)
  const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() }
  await articlePlugin({ markdownAST, markdownNode: { frontmatter: {} }, reporter }, {})
  prismjs({ markdownAST }, { noInlineHighlight: true })
  expect(reporter.panicOnBuild).not.toHaveBeenCalled()
  return toHtml(toHast(markdownAST, { allowDangerousHtml: true }), { allowDangerousHtml: true })
}

/** The text a reader sees of some HTML. */
const textOf = html => html.replace(/<[^>]+>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&")

describe("fenced code", () => {
  let warn
  beforeEach(() => {
    // gatsby-remark-prismjs tells the build's log about a language it does not know.
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
  })
  afterEach(() => warn.mockRestore())

  it("is highlighted in a frame captioned with its language, which scrolls and takes focus", async () => {
    const html = await render('```basic\nPRINT "Hola"\n```')
    expect(html).toBe(
      '<figure class="code-block"><figcaption class="code-language">BASIC</figcaption><div class="code-scroll" tabindex="0">' +
        '<div class="gatsby-highlight" data-language="basic"><pre class="language-basic"><code class="language-basic">' +
        '<span class="token function">PRINT</span> <span class="token string">"Hola"</span></code></pre></div></div></figure>',
    )
  })

  it("is named as readers know its language, aliases too", () => {
    expect(languageTitle("http")).toBe("HTTP")
    expect(languageTitle("js")).toBe("JavaScript")
    expect(languageTitle("html")).toBe("HTML")
    expect(languageTitle("klingon")).toBe("klingon")
  })

  it("in a language Prism does not know is plain text under the name the writer gave", async () => {
    const code = "Qapla'\n<b>batlh</b> & tlhIngan"
    const html = await render("```klingon\n" + code + "\n```")
    expect(html).toContain('<figcaption class="code-language">klingon</figcaption>')
    expect(html).not.toContain('class="token')
    expect(textOf(html.split("</figcaption>")[1])).toBe(code)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("klingon"), expect.anything())
  })

  it("without a language is plain text without a caption", async () => {
    const html = await render("```\nContent-Type: text/html\n\n<h1>Hi</h1>\n```")
    expect(html).not.toContain("figcaption")
    expect(html).not.toContain('class="token')
    expect(textOf(html)).toBe("Content-Type: text/html\n\n<h1>Hi</h1>")
  })

  it("keeps its lines: the article's line breaks are for prose", async () => {
    const html = await render("Two\nlines\n\n```basic\nCLS\nPRINT 1\n```")
    expect(html).toContain("<p>Two<br>\nlines</p>")
    expect(textOf(html.split("</figcaption>")[1])).toBe("CLS\nPRINT 1")
  })

  it("cannot slip markup into the page through its info string", async () => {
    const html = await render('```js" onmouseover="alert(1) {1}\nlet a = 1\n```\n\n```x"><img src=x onerror=alert(1)>\nb\n```')
    expect(html).not.toMatch(/onmouseover|onerror=|<img/)
    expect(textOf(html)).toBe("let a = 1\nb")
  })
})
