/** @jest-environment node */
import fc from "fast-check"
import { safeHtml } from "./safe-html"

const messages = (written: string) => safeHtml(written).problems.map(problem => problem.message)

describe("the HTML a page embeds", () => {
  it("keeps what Markdown and the site's plugins write, as written", () => {
    const written = [
      '<h2 id="why-it-matters"><a href="#why-it-matters" class="heading-link">Why it matters</a></h2>',
      '<p>See <a href="https://example.com" target="_blank" rel="noopener noreferrer">this</a> and <a href="/blog">that</a>.</p>',
      '<div class="callout callout-warning" role="note" aria-labelledby="callout_1"><p class="callout-title" id="callout_1">Warning</p><p>Hot.</p></div>',
      '<figure class="code-block"><figcaption class="code-language">HTTP</figcaption><div class="code-scroll" tabindex="0"><div class="gatsby-highlight" data-language="http"><pre class="language-http"><code class="language-http"><span class="token keyword">GET</span></code></pre></div></div></figure>',
      '<p class="photo-credit">Calce: Someone</p>',
      // A picture of the text as gatsby-remark-images writes it (gatsby-config.ts: no blurred copy behind it).
      '<p><span class="gatsby-resp-image-wrapper" style="position: relative; display: block; margin-left: auto; margin-right: auto; max-width: 760px; ">',
      '<span class="gatsby-resp-image-background-image" style="padding-bottom: 66.71052631578947%; position: relative; bottom: 0; left: 0; display: block;"></span>',
      '<picture><source srcset="/static/a/c7635/p.webp 760w, /static/a/1e0b8/p.webp 1200w" sizes="(max-width: 760px) 100vw, 760px" type="image/webp">',
      '<img class="gatsby-resp-image-image" src="/static/a/87503/p.jpg" alt="A pyramid" title="" loading="lazy" decoding="async" style="width:100%;height:100%;margin:0;vertical-align:middle;position:absolute;top:0;left:0;">',
      "</picture></span></p>",
    ].join("\n")
    expect(safeHtml(written)).toEqual({ html: written, problems: [] })
  })

  it("is the sanitizer's serialization, never the string it was given", () => {
    expect(safeHtml("<p>a &amp; b<br/>c</p>").html).toBe("<p>a &amp; b<br>c</p>")
  })

  it("drops an author's comments, which hold nothing for the page", () => {
    expect(safeHtml("<p>x</p><!-- a note to self -->")).toEqual({ html: "<p>x</p>", problems: [] })
  })

  it.each([
    ["a script", "<script>alert(1)</script>", "<script> is not allowed"],
    ["a handler", '<img src="x.jpg" onerror="alert(1)">', "attribute onError"],
    ["a javascript: address", '<a href="javascript:alert(1)">x</a>', 'attribute href="javascript:alert(1)"'],
    ["an entity-encoded javascript: address", '<a href="&#106;avascript:alert(1)">x</a>', "attribute href"],
    ["a style of the author's", '<p style="position:fixed">x</p>', "attribute style"],
    ["a class of the author's", '<p class="callout">x</p>', "attribute className"],
    ["an id that is no anchor", '<h2 id="___gatsby">x</h2>', "attribute id"],
    [
      "a picture's box with an image inlined behind it",
      `<span class="gatsby-resp-image-background-image" style="padding-bottom: 50%; position: relative; bottom: 0; left: 0; background-image: url('data:image/jpeg;base64,AAAA'); background-size: cover; display: block;"></span>`,
      "attribute style",
    ],
  ])("stops the build on %s, saying what would go", (_what, written, expected) => {
    expect(messages(written).join("\n")).toContain(expected)
  })

  it.each([
    ["an element left open", "<div><p>x</p>"],
    ["a formatting element left open", "<p><b>x</p>"],
    ["a table left open", "<table><tr><td>x</td></tr>"],
    ["an end tag it did not open", "<p>x</p></div>"],
    ["an attribute left open", '<a href="/x'],
  ])("stops the build on %s: the page around it would be read into it", (_what, written) => {
    expect(messages(written)).not.toEqual([])
  })

  it.each([
    ["a bogus comment", "<p>x</p><!x"],
    ["a processing instruction", "<?php echo 1 ?>"],
    ["CDATA in HTML", "<![CDATA[ x ]]>"],
    ["a comment left open", "<p>x</p><!--"],
  ])("stops the build on %s, which a browser reads otherwise than written", (_what, written) => {
    expect(messages(written).join("\n")).toMatch(/malformed/)
  })

  it("keeps footnotes as Markdown writes them", () => {
    const written =
      '<p>Text<sup id="fnref-1"><a href="#fn-1" class="footnote-ref">1</a></sup>.</p>\n' +
      '<div class="footnotes">\n<hr>\n<ol>\n<li id="fn-1">The note.<a href="#fnref-1" class="footnote-backref">↩</a></li>\n</ol>\n</div>'
    expect(safeHtml(written)).toEqual({ html: written, problems: [] })
  })

  // Found by reading the sanitizer as an attacker: the tree a parser builds around misnested
  // markup can be written out as HTML that closes the page's element.
  it.each([
    ["a list item foster-parented out of a table", "<ul><li><div><table><li>x</li></table></div></li></ul>\n<p>after</p>"],
    ["a description foster-parented out of a table", "<dl><dd><div><table><dd>x</dd></table></div></dd></dl>\n<p>after</p>"],
  ])("stops the build on %s, which would escape its page's element once written out", (_what, written) => {
    expect(messages(written).join("\n")).toMatch(/misnested|does not close/)
  })

  it("keeps an article from taking a keyboard shortcut or a place in the tab order", () => {
    expect(messages('<p><a href="/x" accesskey="s" tabindex="1">x</a></p>').join("\n")).toMatch(/accessKey[\s\S]*tabIndex/)
  })

  // Finding 1 of the hardening review: two raw HTML pieces, each harmless alone, joined in the page.
  it("finding 1: a piece ending in a bogus comment cannot turn the next piece's attribute into a script", () => {
    const written = '<p>hello</p><!x\n<img alt="><script>window.ran = 1</script>">'
    const { html, problems } = safeHtml(written)
    expect(problems.map(problem => problem.message).join("\n")).toMatch(/incorrectly-opened-comment/)
    expect(html).not.toMatch(/<script/i)
  })

  // A picture's box may hold its place and nothing more: whatever else its style carries (an image
  // inlined behind it, as gatsby-remark-images did, or any other declaration) stops the build.
  describe("a picture's box", () => {
    const GEOMETRY = ["padding-bottom: {ratio}%;", "position: relative;", "bottom: 0;", "left: 0;", "display: block;"]
    const box = (declarations: readonly string[], ratio: string) =>
      `<span class="gatsby-resp-image-background-image" style="${declarations.join(" ").replace("{ratio}", ratio)}"></span>`
    const ratios = fc.tuple(fc.integer({ min: 1, max: 400 }), fc.option(fc.integer({ min: 0, max: 99_999_999 }))).map(([whole, part]) => (part === null ? `${whole}` : `${whole}.${part}`))
    const extras = fc.oneof(
      fc.constantFrom(
        "background-image: url('data:image/jpeg;base64,/9j/2wBDABALDA4M'); background-size: cover;",
        "background-image: url('/static/x.jpg');",
        "position: fixed;",
        "z-index: 9999;",
      ),
      fc.tuple(fc.stringMatching(/^[a-z][a-z-]{0,15}$/), fc.stringMatching(/^[a-z0-9 ]{1,12}$/)).map(([name, value]) => `${name}: ${value};`),
    )

    it("keeps the box as the plugin writes it, whatever the picture's proportions", () => {
      fc.assert(
        fc.property(ratios, ratio => {
          expect(safeHtml(box(GEOMETRY, ratio)).problems).toEqual([])
        }),
        { seed: 7301, numRuns: 200 },
      )
    })

    it("stops the build on a box whose style carries anything more", () => {
      fc.assert(
        fc.property(ratios, extras, fc.integer({ min: 0, max: GEOMETRY.length }), (ratio, extra, at) => {
          const declarations = [...GEOMETRY.slice(0, at), extra, ...GEOMETRY.slice(at)]
          expect(messages(box(declarations, ratio)).join("\n")).toContain("attribute style")
        }),
        { seed: 7302, numRuns: 300 },
      )
    })
  })
})
