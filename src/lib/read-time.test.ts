import { countWords, formatReadTime, markdownToPlainText, readTimeOf, readingMinutes } from "./read-time"

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ")

describe("reading time", () => {
  it("divides words by 225 and rounds up", () => {
    expect(readingMinutes(words(225))).toBe(1)
    expect(readingMinutes(words(226))).toBe(2)
    expect(readingMinutes(words(900))).toBe(4)
  })
  it("gives one minute for empty content", () => {
    expect(readingMinutes("")).toBe(1)
    expect(formatReadTime(readTimeOf(""))).toBe("1 min read")
  })
  it("stores '4 min' and shows '4 min read'", () => {
    expect(readTimeOf(words(800))).toBe("4 min")
    expect(formatReadTime("4 min")).toBe("4 min read")
  })
  it("falls back to the default of 5 min", () => {
    expect(formatReadTime(null)).toBe("5 min read")
    expect(formatReadTime("soon")).toBe("5 min read")
  })
  it("counts the words a reader sees, not Markdown syntax", () => {
    const md = "## Title\n\nSee [the docs](https://example.org/x) now.\n\n![alt text](./a.jpg)"
    expect(countWords(markdownToPlainText(md))).toBe(5)
  })
})
