import { standingOf, type Written } from "./article-standing"

const today = "2025-09-27"
const original = (written: Written) => ({ ...written, translationOf: null })
const translation = (written: Written) => ({ ...written, translationOf: "a-walk" })
const published: Written = { statusInFile: "published", date: "2025-01-01" }
const draft: Written = { statusInFile: "draft", date: "2025-01-01" }
const ahead: Written = { statusInFile: "published", date: "2025-09-28" }
const draftAhead: Written = { statusInFile: "draft", date: "2025-09-28" }

describe("standingOf", () => {
  it("publishes a published original dated up to today, and lists it", () => {
    for (const date of ["2025-01-01", today]) {
      expect(standingOf(original({ statusInFile: "published", date }), null, today)).toEqual({ status: "published", scheduled: false, isPublishedOriginal: true })
    }
  })

  it("keeps a draft a draft, whatever its date", () => {
    for (const written of [draft, draftAhead]) {
      expect(standingOf(original(written), null, today)).toEqual({ status: "draft", scheduled: false, isPublishedOriginal: false })
    }
  })

  it("makes a post dated ahead a scheduled draft until its day in the site's time zone, then publishes it", () => {
    expect(standingOf(original(ahead), null, today)).toEqual({ status: "draft", scheduled: true, isPublishedOriginal: false })
    expect(standingOf(original(ahead), null, "2025-09-28")).toEqual({ status: "published", scheduled: false, isPublishedOriginal: true })
    expect(standingOf(original({ statusInFile: "published", date: "2025-09-28T01:00:00Z" }), null, today).scheduled).toBe(true)
  })

  it("publishes a translation only with its original, and never lists it with the originals", () => {
    expect(standingOf(translation(published), published, today)).toEqual({ status: "published", scheduled: false, isPublishedOriginal: false })
    expect(standingOf(translation(published), draft, today)).toEqual({ status: "draft", scheduled: false, isPublishedOriginal: false })
    expect(standingOf(translation(draft), published, today)).toEqual({ status: "draft", scheduled: false, isPublishedOriginal: false })
  })

  it("holds a translation of a post dated ahead back until the original's day, as scheduled as its original", () => {
    expect(standingOf(translation(published), ahead, today)).toEqual({ status: "draft", scheduled: true, isPublishedOriginal: false })
    expect(standingOf(translation(published), ahead, "2025-09-28").status).toBe("published")
    expect(standingOf(translation(ahead), published, today)).toEqual({ status: "draft", scheduled: true, isPublishedOriginal: false })
  })

  it("calls a translation scheduled only when a date alone holds it back", () => {
    expect(standingOf(translation(ahead), draft, today).scheduled).toBe(false)
    expect(standingOf(translation(draft), ahead, today).scheduled).toBe(false)
  })

  it("judges a translation whose original is missing by its own file (the build stops on it elsewhere)", () => {
    expect(standingOf(translation(published), null, today).status).toBe("published")
    expect(standingOf(translation(ahead), null, today).status).toBe("draft")
  })

  it("ignores an original's original: an original's standing is its own", () => {
    expect(standingOf(original(published), draft, today).status).toBe("published")
  })
})
