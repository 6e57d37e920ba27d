/** @jest-environment node */
import fc from "fast-check"
import { inlineCode } from "./inline-code"

// Pieces of markup that change how a browser reads what follows: raw-text and foreign elements,
// templates, bogus comments, unclosed attribute values, and the code the check looks for.
const PIECES = [
  "<script>run()</script>",
  '<script type="application/ld+json">{"a":1}</script>',
  "<script src=/x.js></script>",
  '<img src=/a.png onerror="run()">',
  '<a href="java\tscript:run()">x</a>',
  '<form action="JAVASCRIPT:run()"></form>',
  "<template>",
  "</template>",
  "<svg>",
  "</svg>",
  "<math>",
  "<textarea>",
  "</textarea>",
  "<style>",
  "</style>",
  "<noscript>",
  "<!x",
  "<!-- ",
  " -->",
  "<![CDATA[",
  "]]>",
  '<p title="',
  '">',
  ">",
  "\n",
  "text",
]

const withoutLines = (found: ReturnType<typeof inlineCode>) => found.map(({ line: _line, ...code }) => code)

describe("inlineCode", () => {
  it("finds the same code whether or not it reads the lines, and with them names a line for each", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }), pieces => {
        const html = `<!DOCTYPE html><html><body>${pieces.join("")}</body></html>`
        const fast = inlineCode(html)
        const lined = inlineCode(html, { lines: true })
        expect(withoutLines(fast)).toEqual(withoutLines(lined))
        expect(fast.every(code => code.line === undefined)).toBe(true)
        expect(lined.every(code => Number.isInteger(code.line) && code.line! >= 1)).toBe(true)
      }),
      { seed: 4711, numRuns: 500 },
    )
  })
})
