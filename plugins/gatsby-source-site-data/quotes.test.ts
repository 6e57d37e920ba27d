import fs from "node:fs"
import path from "node:path"
import { buildNodes } from "./node-builder"
import { quotes } from "./quotes"

const api = { createNodeId: (seed: string) => `id:${seed}`, createContentDigest: () => "digest" }
const quote = { content: "Remember that all is opinion.", author: "Marcus Aurelius", reference: "Meditations 2.15", translation: "tr. George Long (1862)" }

describe("quotes.json", () => {
  it("becomes one Quote node per quote, in order", () => {
    const nodes = buildNodes(quotes, [quote, { ...quote, content: "Other", author: "Seneca" }], api)
    expect(nodes).toEqual([
      expect.objectContaining({ id: "id:Quote-0", position: 0, ...quote, internal: { type: "Quote", contentDigest: "digest" } }),
      expect.objectContaining({ position: 1, content: "Other", author: "Seneca" }),
    ])
  })

  it("names the quote and the field of malformed data", () => {
    expect(() => buildNodes(quotes, { quotes: [] }, api)).toThrow("content/data/quotes.json: must list the quotes")
    expect(() => buildNodes(quotes, [quote, { ...quote, content: "x", reference: " " }], api)).toThrow('quote 2: field "reference" is required')
    expect(() => buildNodes(quotes, [{ ...quote, author: "Marcus Aurelious" }], api)).toThrow(
      'quote 1: field "author" must be one of Marcus Aurelius, Seneca, Epictetus, Musonius Rufus, got "Marcus Aurelious"',
    )
    expect(() => buildNodes(quotes, [quote, quote], api)).toThrow("quote 2 repeats an earlier quote")
  })

  it("names a quote whose author and reference are an earlier quote's", () => {
    const other = { ...quote, content: "Look within." }
    expect(() => buildNodes(quotes, [quote, other], api)).toThrow("quote 2 cites Marcus Aurelius, Meditations 2.15 as an earlier quote does")
    expect(buildNodes(quotes, [quote, { ...other, reference: "Meditations 7.59" }, { ...other, content: "x", author: "Seneca" }], api)).toHaveLength(3)
  })

  it("names the quote holding a key a quote does not know", () => {
    expect(() => buildNodes(quotes, [{ ...quote, source: "Meditations" }], api)).toThrow(
      'content/data/quotes.json: quote 1: field "source" is not a known field; the known fields are content, author, reference, translation',
    )
  })

  describe("the shipped collection", () => {
    // A connective as the first word ("For…", "And…", "Of course, however…"), or a "then", "thus" or
    // "in this way" among the first few ("Begin then…", "Be satisfied, then,…", "Continue to act thus"),
    // answers a sentence the reader never sees.
    const POINTS_BACK =
      /^(?:(?:and|but|for|so|or|nor|yet|also|thus|hence|therefore|accordingly|consequently|besides|moreover|however|of course|in a word|in short|in this way)\b|(?:\S+\s+){0,3}(?:then|thus|in this way)\b)/i

    const shipped = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "content", "data", "quotes.json"), "utf8")) as Array<Record<string, unknown>>

    it("holds quotes by the four Stoics, each naming its translator and year", () => {
      const nodes = buildNodes(quotes, shipped, api)
      expect(new Set(nodes.map(node => node.author))).toEqual(new Set(["Marcus Aurelius", "Seneca", "Epictetus", "Musonius Rufus"]))
      for (const node of nodes) expect(node.translation).toMatch(/^tr\. .+ \(\d{4}\)$/)
    })

    it("gives every quote its words, author, reference and translation", () => {
      const incomplete = shipped.filter(entry =>
        ["content", "author", "reference", "translation"].some(field => typeof entry[field] !== "string" || !(entry[field] as string).trim()),
      )
      expect(incomplete).toEqual([])
    })

    it("gives no two quotes of one author the same reference", () => {
      const citations = shipped.map(entry => `${String(entry.author)}, ${String(entry.reference)}`)
      expect(citations.filter((citation, index) => citations.indexOf(citation) !== index)).toEqual([])
    })

    it("opens every quote on its own words, never on a word that points back to a sentence left out", () => {
      const opensMidThought = shipped.filter(entry => POINTS_BACK.test(String(entry.content)))
      expect(opensMidThought.map(entry => `${String(entry.reference)}: ${String(entry.content).slice(0, 40)}`)).toEqual([])
    })
  })
})
