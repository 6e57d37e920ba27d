/** @jest-environment node */
import { createHash } from "node:crypto"
import { bodyDigest, isDigest, translationFreshness, translationStatus, withSourceDigest } from "./translation-freshness"

const body = "First paragraph.\n\n## A heading\n\nSecond paragraph.\n"

describe("bodyDigest", () => {
  it("is the first 12 hex characters of the SHA-256 of the body", () => {
    const expected = createHash("sha256").update("First paragraph.\n\n## A heading\n\nSecond paragraph.").digest("hex").slice(0, 12)
    expect(bodyDigest(body)).toBe(expected)
    expect(isDigest(bodyDigest(body))).toBe(true)
  })

  it("ignores line endings, trailing spaces, blank lines at the ends and the Unicode form of accents", () => {
    expect(bodyDigest("\r\n\r\nFirst paragraph.  \r\n\r\n## A heading\t\r\n\r\nSecond paragraph.\r\n\r\n")).toBe(bodyDigest(body))
    expect(bodyDigest("cancio\u0301n")).toBe(bodyDigest("canción"))
  })

  it("changes when a word, a line break or a heading changes", () => {
    expect(bodyDigest(body.replace("Second", "Third"))).not.toBe(bodyDigest(body))
    expect(bodyDigest(body.replace("First paragraph.", "First\nparagraph."))).not.toBe(bodyDigest(body))
    expect(bodyDigest(body.replace("## A heading", "### A heading"))).not.toBe(bodyDigest(body))
  })
})

describe("isDigest", () => {
  it("accepts 12 lower-case hex characters only", () => {
    expect(isDigest("0123456789ab")).toBe(true)
    expect(isDigest("0123456789AB")).toBe(false)
    expect(isDigest("0123456789a")).toBe(false)
    expect(isDigest(123456789012)).toBe(false)
  })
})

describe("translationFreshness", () => {
  it("is in sync only when the recorded digest is the original's current one", () => {
    expect(translationFreshness("0123456789ab", "0123456789ab")).toBe("in sync")
    expect(translationFreshness("0123456789ab", "ba9876543210")).toBe("outdated")
  })
  it("cannot vouch for a translation that records no digest", () => {
    expect(translationFreshness(null, "0123456789ab")).toBe("outdated")
    expect(translationFreshness(undefined, "0123456789ab")).toBe("outdated")
  })
})

describe("translationStatus", () => {
  const original = { slug: "songs", lang: "en", body }
  it("pairs each original with its translation into the other language", () => {
    const { pairs, orphans } = translationStatus([
      original,
      { slug: "songs-es", lang: "es", translationOf: "songs", sourceDigest: bodyDigest(body), body: "Canciones." },
      { slug: "tacos", lang: "es", body: "Tacos." },
      { slug: "tacos-en", lang: "en", translationOf: "tacos", sourceDigest: bodyDigest("Old tacos."), body: "Tacos." },
      { slug: "radio", lang: "en", body: "Radio." },
    ])
    expect(pairs).toEqual([
      { original: "songs", translation: "songs-es", state: "in sync", currentDigest: bodyDigest(body), sourceDigest: bodyDigest(body) },
      { original: "tacos", translation: "tacos-en", state: "outdated", currentDigest: bodyDigest("Tacos."), sourceDigest: bodyDigest("Old tacos.") },
      { original: "radio", translation: "radio-es", state: "missing", currentDigest: bodyDigest("Radio."), sourceDigest: null },
    ])
    expect(orphans).toEqual([])
  })

  it("does not count a translation into the original's own language", () => {
    const { pairs } = translationStatus([original, { slug: "songs-en", lang: "en", translationOf: "songs", body }])
    expect(pairs.map(p => p.state)).toEqual(["missing"])
  })

  it("lists translations whose original is gone", () => {
    const { orphans } = translationStatus([{ slug: "gone-es", lang: "es", translationOf: "gone", body }])
    expect(orphans).toEqual([{ translation: "gone-es", original: "gone" }])
  })
})

describe("withSourceDigest", () => {
  const file = '---\ntitle: "Canciones"\ntranslatedBy: "machine"\n---\n\nBody text.\n'
  it("adds the digest at the end of the front matter and leaves the rest as it was", () => {
    expect(withSourceDigest(file, "0123456789ab")).toBe(
      '---\ntitle: "Canciones"\ntranslatedBy: "machine"\nsourceDigest: "0123456789ab"\n---\n\nBody text.\n',
    )
  })
  it("replaces a recorded digest", () => {
    const stamped = withSourceDigest(file, "0123456789ab")
    expect(withSourceDigest(stamped, "ba9876543210")).toBe(stamped.replace("0123456789ab", "ba9876543210"))
  })
  it("keeps Windows line endings", () => {
    const crlf = file.replace(/\n/g, "\r\n")
    expect(withSourceDigest(crlf, "0123456789ab")).toBe(
      '---\r\ntitle: "Canciones"\r\ntranslatedBy: "machine"\r\nsourceDigest: "0123456789ab"\r\n---\r\n\r\nBody text.\r\n',
    )
  })
  it("refuses a file without front matter", () => {
    expect(() => withSourceDigest("Just text.\n", "0123456789ab")).toThrow("has no front matter")
  })
})
