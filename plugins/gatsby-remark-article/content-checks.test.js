/** @jest-environment node */
const path = require("node:path")
const remark = require("remark")
const gfm = require("remark-gfm")
const { contentProblems } = require("./content-checks")
const articlePlugin = require("./index")

// Parsed as gatsby-transformer-remark parses with the site's `gfm: true`.
const problemsOf = markdown => contentProblems(remark().use(gfm).parse(markdown))
const CODE = "Markdown cannot add code to a page"

describe("contentProblems", () => {
  it("accepts ordinary links, images, anchors, mail links and harmless raw HTML", () => {
    const markdown = [
      "[a site](https://example.com/a?b=c), [a page](/article/x), [a section](#notes), [mail](mailto:me@example.com)",
      "![a picture](./images/a.jpg) and https://example.com/bare",
      '<figure class="wide"><img src="/a.jpg" alt="A"></figure>',
      "[ref]\n\n[ref]: https://example.com/ref",
      "Code may show anything: `<script>alert(1)</script>` and `[x](https://exa mple.com)`",
      "```html\n<script>alert(1)</script>\n```",
    ].join("\n\n")
    expect(problemsOf(markdown)).toEqual([])
  })

  it("names a link whose address has a space, with its text", () => {
    expect(problemsOf("Read [the spec](https://exa mple.com) first.")).toEqual([
      'link "the spec" could not be read: its address "https://exa mple.com" has a space or a bracket (write a space as %20)',
    ])
  })

  it("names an image whose address has a space, with its text", () => {
    expect(problemsOf("![a cat](https://exa mple.com/cat.jpg)")).toEqual([
      'image "a cat" could not be read: its address "https://exa mple.com/cat.jpg" has a space or a bracket (write a space as %20)',
    ])
  })

  it("names a link whose address does not parse, with its text", () => {
    expect(problemsOf("[x](http://[bad)")).toEqual(['link "x" has a malformed address "http://[bad"'])
  })

  it("names an image whose address does not parse", () => {
    expect(problemsOf("![a cat](<https://exa mple.com/cat.jpg>)")).toEqual(['image "a cat" has a malformed address "https://exa mple.com/cat.jpg"'])
  })

  it("names a link definition whose address does not parse", () => {
    expect(problemsOf("[x][ref]\n\n[ref]: http://[bad")).toEqual(['link definition "ref" has a malformed address "http://[bad"'])
  })

  it("refuses a javascript: link", () => {
    expect(problemsOf("[click](javascript:alert(1))")).toEqual([`link "click" points to a javascript: address; ${CODE}`])
  })

  it("refuses raw <script>", () => {
    expect(problemsOf("Hello\n\n<script>alert(1)</script>")).toEqual([`raw HTML "<script>alert(1)</script>" holds a <script>; ${CODE}`])
  })

  it("refuses an inline event handler", () => {
    expect(problemsOf('A <span onclick="steal()">button</span>.')).toEqual([
      `raw HTML "<span onclick=\\"steal()\\">" has an inline event handler (onclick); ${CODE}`,
    ])
  })

  it("refuses an unquoted event handler on an image", () => {
    expect(problemsOf("<img src=x onerror=alert(1)>")).toEqual([`raw HTML "<img src=x onerror=alert(1)>" has an inline event handler (onerror); ${CODE}`])
  })

  it("refuses a javascript: address in raw HTML, hidden behind character references too", () => {
    expect(problemsOf('<a href="&#106;avascript&colon;alert(1)">x</a>')).toEqual([
      `raw HTML "<a href=\\"&#106;avascript&colon;alert(1)\\">" has a javascript: address; ${CODE}`,
    ])
  })
})

describe("the article plugin's checks, as the build runs them", () => {
  it("stops the build with every problem, each naming the file", async () => {
    const markdownAST = remark().use(gfm).parse("[x](http://[bad)\n\n<script>alert(1)</script>")
    const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() }
    const markdownNode = { fileAbsolutePath: path.join(process.cwd(), "content", "articles", "some-post.md"), frontmatter: {} }
    await articlePlugin({ markdownAST, markdownNode, reporter }, {})
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      'content/articles/some-post.md: link "x" has a malformed address "http://[bad"\n' +
        `content/articles/some-post.md: raw HTML "<script>alert(1)</script>" holds a <script>; ${CODE}`,
    )
  })

  it("stops a draft whose body holds a picture file, which would be published in clear", async () => {
    const markdown = "![a stage](./images/stage.jpg)\n\n![a sign](https://example.com/sign.jpg)"
    const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() }
    const file = path.join(process.cwd(), "content", "articles", "a-draft.md")
    await articlePlugin({ markdownAST: remark().use(gfm).parse(markdown), markdownNode: { fileAbsolutePath: file, frontmatter: { status: "draft" } }, reporter }, {})
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      `content/articles/a-draft.md: picture "a stage" (./images/stage.jpg) in a draft's body would be published in clear; add it when the article is published`,
    )
    const published = { panicOnBuild: jest.fn(), warn: jest.fn() }
    const markdownNode = { fileAbsolutePath: file, frontmatter: { status: "published" } }
    await articlePlugin({ markdownAST: remark().use(gfm).parse(markdown), markdownNode, reporter: published }, {})
    expect(published.panicOnBuild).not.toHaveBeenCalled()
  })

  it("lets sound Markdown through", async () => {
    const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() }
    await articlePlugin({ markdownAST: remark().use(gfm).parse("[a site](https://example.com)"), markdownNode: {}, reporter }, {})
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
  })
})
