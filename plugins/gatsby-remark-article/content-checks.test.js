/** @jest-environment node */
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const matter = require("gray-matter")
const remark = require("remark")
const gfm = require("remark-gfm")
const { contentProblems } = require("./content-checks")
const articlePlugin = require("./index")
const { parseMarkdown } = require("./parse")
const { onCreateNode } = require("../../gatsby/nodes")
const { runOnFolder } = require("../../src/test-support/markdown-node")

// Parsed as gatsby-transformer-remark parses with the site's `gfm: true`.
const problemsOf = markdown => contentProblems(remark().use(gfm).parse(markdown))
const LINK_RULE = "a link goes to an http(s) address, a mailto: address or the site's own pages"
const PICTURE_RULE = "a picture is the site's own, an http(s) address or an inline data:image/"
const ALLOWLIST = "is not allowed in Markdown: GitHub's allowlist of safe HTML does not keep"
const refusedElement = (line, tagName) => ({ line, message: `raw HTML <${tagName}> ${ALLOWLIST} that element` })
const refusedAttribute = (line, tagName, attribute) => ({ line, message: `raw HTML <${tagName}> attribute ${attribute} ${ALLOWLIST} it as written` })
const cutOff = (line, code) => ({
  line,
  message: `raw HTML stops inside a tag or comment (${code}): Markdown ends raw HTML at a blank line, and a browser would read what follows into it`,
})

describe("contentProblems", () => {
  it("accepts ordinary links, images, anchors, mail links and raw HTML GitHub keeps", () => {
    const markdown = [
      "[a site](https://example.com/a?b=c), [a page](/article/x), [a section](#notes), [mail](mailto:me@example.com)",
      "![a picture](./images/a.jpg) and https://example.com/bare",
      '<details open><summary>Notes</summary><img src="/a.jpg" alt="A" width="300"></details>',
      "[ref]\n\n[ref]: https://example.com/ref",
      "Code may show anything: `<script>alert(1)</script>` and `[x](https://exa mple.com)`",
      "```html\n<script>alert(1)</script>\n```",
    ].join("\n\n")
    expect(problemsOf(markdown)).toEqual([])
  })

  it("names a link whose address has a space, with its text and line", () => {
    expect(problemsOf("A first line,\nthen read [the spec](https://exa mple.com) first.")).toEqual([
      { line: 2, message: 'link "the spec" could not be read: its address "https://exa mple.com" has a space or a bracket (write a space as %20)' },
    ])
  })

  it("names an image whose address has a space, with its text", () => {
    expect(problemsOf("![a cat](https://exa mple.com/cat.jpg)")).toEqual([
      { line: 1, message: 'image "a cat" could not be read: its address "https://exa mple.com/cat.jpg" has a space or a bracket (write a space as %20)' },
    ])
  })

  it("names a link whose address does not parse, with its text", () => {
    expect(problemsOf("Intro\n\n[x](http://[bad)")).toEqual([{ line: 3, message: 'link "x" has a malformed address "http://[bad"' }])
  })

  it("names an image whose address does not parse", () => {
    expect(problemsOf("![a cat](<https://exa mple.com/cat.jpg>)")).toEqual([{ line: 1, message: 'image "a cat" has a malformed address "https://exa mple.com/cat.jpg"' }])
  })

  it("names a link definition whose address does not parse", () => {
    expect(problemsOf("[x][ref]\n\n[ref]: http://[bad")).toEqual([{ line: 3, message: 'link definition "ref" has a malformed address "http://[bad"' }])
  })

  it("refuses a javascript: link", () => {
    expect(problemsOf("[click](javascript:alert(1))")).toEqual([{ line: 1, message: `link "click" points to a javascript: address; ${LINK_RULE}` }])
  })

  it("refuses a link of any scheme but http, https and mailto, as a browser reads the scheme", () => {
    const links = ["data:text/html,hi", "vbscript:msgbox(1)", "file:///etc/passwd", "tel:+525555555555", "blob:https://example.com/1", "JAVA\tSCRIPT:alert(1)"]
    const markdown = links.map((address, i) => `[l${i}](<${address}>)`).join("\n\n")
    expect(problemsOf(markdown).map(problem => problem.message)).toEqual([
      `link "l0" points to a data: address; ${LINK_RULE}`,
      `link "l1" points to a vbscript: address; ${LINK_RULE}`,
      `link "l2" points to a file: address; ${LINK_RULE}`,
      `link "l3" points to a tel: address; ${LINK_RULE}`,
      `link "l4" points to a blob: address; ${LINK_RULE}`,
      `link "l5" points to a javascript: address; ${LINK_RULE}`,
    ])
  })

  it("takes an address without a scheme as the site's own, whatever it looks like", () => {
    expect(problemsOf("[a](ja%0Ava:x) [b](/blog) [c](#notes) [d](../other) [e](?page=2)")).toEqual([])
  })

  it("refuses such an address in a link definition too, naming its line", () => {
    expect(problemsOf("[x][ref]\n\n[ref]: data:text/html,hi")).toEqual([{ line: 3, message: `link definition "ref" points to a data: address; ${LINK_RULE}` }])
  })

  it("lets a picture be inline data, but only a picture's", () => {
    expect(problemsOf("![a dot](data:image/png;base64,iVBORw0KGgo=)")).toEqual([])
    expect(problemsOf("![a page](data:text/html,hi)")).toEqual([{ line: 1, message: `image "a page" points to a data: address; ${PICTURE_RULE}` }])
    expect(problemsOf("![a mail](mailto:me@example.com)")).toEqual([{ line: 1, message: `image "a mail" points to a mailto: address; ${PICTURE_RULE}` }])
  })
})

describe("raw HTML in Markdown", () => {
  it("accepts what GitHub's allowlist keeps: details, tables, keys, notes, pictures, relative and web addresses", () => {
    const markdown = [
      "<details>\n<summary>More</summary>\n\nSome *Markdown* inside.\n\n</details>",
      '<table><tr><td colspan="2" align="center">A cell</td></tr></table>',
      'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, see note<sup>1</sup> and <a href="https://example.com/x" title="X">this</a> or <a href="mailto:me@example.com">me</a>.<br>',
      '<picture><source srcset="/a.webp 1x, https://example.com/a.webp 2x"><img src="./images/a.jpg" alt="A"></picture>',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="a dot"> <!-- a note to myself -->',
    ].join("\n\n")
    expect(problemsOf(markdown)).toEqual([])
  })

  it("refuses a <link> that would load a script", () => {
    expect(problemsOf('# Title\n\n<link data-app-script href="/some.js">')).toEqual([refusedElement(3, "link")])
  })

  it("refuses an event handler hidden after a quoted >", () => {
    expect(problemsOf('Intro\n\n<img alt=">" onerror=alert(1) src=x>')).toEqual([refusedAttribute(3, "img", 'onerror="alert(1)"')])
  })

  it("refuses a <style> that would restyle the page", () => {
    expect(problemsOf("Intro\n\n<style>body{display:none}</style>")).toEqual([refusedElement(3, "style")])
  })

  it("refuses a <script>", () => {
    expect(problemsOf("Hello\n\n<script>alert(1)</script>")).toEqual([refusedElement(3, "script")])
  })

  it("refuses an event handler in any case or spelling, on any element", () => {
    expect(problemsOf('<IMG SRC="/a.jpg" ONERROR=alert(1)>\n\nA <b oNmOuSeOvEr="steal()">word</b> and <span on-click="x">one</span>.')).toEqual([
      refusedAttribute(1, "img", 'onerror="alert(1)"'),
      refusedAttribute(3, "b", 'onmouseover="steal()"'),
      refusedAttribute(3, "span", 'on-click="x"'),
    ])
  })

  it("refuses an event handler on a tag's second line, naming that line", () => {
    expect(problemsOf("A paragraph\nwith a picture <img\nsrc=x onerror=alert(1)> inside.")).toEqual([refusedAttribute(3, "img", 'onerror="alert(1)"')])
  })

  it("refuses a tag a blank line cuts, whose rest the browser would read as its attributes", () => {
    // The page would hold `<img src=x\n<p>onerror=alert(1)></p>`: an <img> with an onerror.
    expect(problemsOf("<div>\n<img src=x\n\nonerror=alert(1)>")).toEqual([cutOff(2, "eof-in-tag")])
  })

  it("reads a tag broken across lines as a browser does: <sty le> is no <style>, and not allowed either", () => {
    expect(problemsOf("A <sty\nle>body{display:none}</style>")).toEqual([refusedElement(1, "sty")])
  })

  it("refuses a javascript: address hidden behind character references or a tab", () => {
    expect(problemsOf('<a href="&#106;avascript&colon;alert(1)">x</a>\n\n<a href="java&#9;script:alert(1)">y</a>')).toEqual([
      refusedAttribute(1, "a", 'href="javascript:alert(1)"'),
      refusedAttribute(3, "a", 'href="java\\tscript:alert(1)"'),
    ])
  })

  it("refuses a script address in any address attribute: src, srcset, cite, action", () => {
    const markdown = [
      '<img src="vbscript:msgbox(1)" alt="A">',
      '<picture><source srcset="/a.webp 1x, javascript:alert(1) 2x"></picture>',
      '<blockquote cite="javascript:alert(1)">Said</blockquote>',
      '<p action="javascript:alert(1)">A paragraph</p>',
    ].join("\n\n")
    expect(problemsOf(markdown)).toEqual([
      refusedAttribute(1, "img", 'src="vbscript:msgbox(1)"'),
      refusedAttribute(3, "source", 'srcset="/a.webp 1x, javascript:alert(1) 2x"'),
      refusedAttribute(5, "blockquote", 'cite="javascript:alert(1)"'),
      refusedAttribute(7, "p", 'action="javascript:alert(1)"'),
    ])
  })

  it("refuses a data: page, as a link or as a picture, and takes a data: picture", () => {
    const markdown = [
      '<a href="data:text/html,<script>alert(1)</script>">open</a>',
      '<img src="data:text/html,<script>alert(1)</script>" alt="A">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="a dot">',
    ].join("\n\n")
    expect(problemsOf(markdown)).toEqual([
      refusedAttribute(1, "a", 'href="data:text/html,<script>alert(1)</script>"'),
      refusedAttribute(3, "img", 'src="data:text/html,<script>alert(1)</script>"'),
    ])
  })

  it("refuses frames, plugins and forms", () => {
    const markdown = [
      '<iframe src="https://example.com"></iframe>',
      '<object data="/x.swf"></object><embed src="/x.swf">',
      '<form action="https://example.com/steal"><button formaction="javascript:alert(1)">Send</button></form>',
    ].join("\n\n")
    expect(problemsOf(markdown)).toEqual([
      refusedElement(1, "iframe"),
      refusedElement(3, "object"),
      refusedElement(3, "embed"),
      refusedElement(5, "form"),
      refusedElement(5, "button"),
    ])
  })

  it("refuses a <meta> refresh and a <base> that would send the page or its links elsewhere", () => {
    expect(problemsOf('<meta http-equiv="refresh" content="0;url=https://example.com">\n\n<base href="https://example.com/">')).toEqual([
      refusedElement(1, "meta"),
      refusedElement(3, "base"),
    ])
  })

  it("refuses SVG and MathML, and the script or link they would carry", () => {
    const markdown = '<svg><script>alert(1)</script></svg>\n\n<math><maction actiontype="toggle" xlink:href="javascript:alert(1)">x</maction></math>'
    expect(problemsOf(markdown)).toEqual([refusedElement(1, "svg"), refusedElement(1, "script"), refusedElement(3, "math"), refusedElement(3, "maction")])
  })

  it("refuses a <body> whose handler the page's own body would take", () => {
    expect(problemsOf("Intro\n\n<body onload=alert(1)>")).toEqual([refusedElement(3, "body")])
  })

  it("refuses inline styles, which the page's policy would apply", () => {
    expect(problemsOf('A <span style="position:fixed;inset:0">cover</span>.')).toEqual([refusedAttribute(1, "span", 'style="position:fixed;inset:0"')])
  })

  it("refuses an id or a name that could stand in for one of the page's own (DOM clobbering)", () => {
    expect(problemsOf('<a id="main" href="#x">x</a>\n\n<img name="getElementById" src="/a.jpg">')).toEqual([
      refusedAttribute(1, "a", 'id="main"'),
      refusedAttribute(3, "img", 'name="getElementById"'),
    ])
  })

  it("refuses a comment left open, which would hide the rest of the page", () => {
    expect(problemsOf("> <!-- a note\n\nThe end.")).toEqual([cutOff(1, "eof-in-comment")])
  })
})

describe("the site's own Markdown", () => {
  it("passes the checks, raw HTML included", () => {
    const content = path.join(__dirname, "..", "..", "content")
    const markdownIn = folder => fs.readdirSync(folder).filter(name => name.endsWith(".md")).map(name => path.join(folder, name))
    const files = [path.join(content, "biography.md"), ...["articles", "pages", "projects"].flatMap(folder => markdownIn(path.join(content, folder)))]
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) {
      expect({ file, problems: contentProblems(parseMarkdown(matter(fs.readFileSync(file, "utf8")).content)) }).toEqual({ file, problems: [] })
    }
  })
})

describe("the article plugin's checks, as the build runs them", () => {
  const siteFolder = process.cwd()
  let folder
  beforeEach(() => {
    folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "article-checks-")))
    process.chdir(folder)
  })
  afterEach(() => {
    process.chdir(siteFolder)
    fs.rmSync(folder, { recursive: true })
  })

  /**
   * Writes content/articles/`name`, makes the build's nodes of it (gatsby/nodes.ts) and runs the
   * plugin on it as gatsby-transformer-remark does; gives what stopped the build.
   */
  async function build(name, text) {
    const articles = path.join(folder, "content", "articles")
    fs.mkdirSync(articles, { recursive: true })
    fs.writeFileSync(path.join(articles, name), text)
    const { store, panics, settled } = runOnFolder(onCreateNode, articles, [name])
    await settled
    const markdownNode = store.getNode(`md-${name}`)
    const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() }
    await articlePlugin({ markdownAST: parseMarkdown(markdownNode.rawMarkdownBody), markdownNode, reporter, getNode: store.getNode, getNodesByType: store.getNodesByType }, {})
    return [...panics, ...reporter.panicOnBuild.mock.calls.map(([message]) => message)]
  }

  it("stops the build with every problem, each naming the file and its line", async () => {
    const text = [
      "---",
      'title: "Evasions"',
      'date: "2024-01-01"',
      'status: "published"',
      "---",
      "",
      "[x](http://[bad)",
      "",
      '<link data-app-script href="/some.js">',
      "",
      'A picture <img alt=">" onerror=alert(1) src=x>.',
      "",
      "<style>body{display:none}</style>",
      "",
    ].join("\n")
    expect(await build("some-post.md", text)).toEqual([
      [
        'content/articles/some-post.md:7: link "x" has a malformed address "http://[bad"',
        `content/articles/some-post.md:9: ${refusedElement(0, "link").message}`,
        `content/articles/some-post.md:11: ${refusedAttribute(0, "img", 'onerror="alert(1)"').message}`,
        `content/articles/some-post.md:13: ${refusedElement(0, "style").message}`,
      ].join("\n"),
    ])
  })

  it("lets sound Markdown through", async () => {
    expect(await build("sound.md", '---\ntitle: "Sound"\ndate: "2024-01-01"\n---\n[a site](https://example.com) and <kbd>Ctrl</kbd>\n')).toEqual([])
  })
})
