import {
  completionPercent,
  isComplete,
  progressRecordKey,
  progressStorageKey,
  readSavedPositions,
  resumePosition,
  shouldSavePosition,
  watchedPercent,
  withSavedPosition,
} from "./progress"

const record = (position: number, duration: number) => ({ position, duration, savedAt: 1 })

describe("saved position keys", () => {
  it("uses one storage key per playlist and playlist id + _ + url inside it", () => {
    expect(progressStorageKey("guitar")).toBe("mediaPlayerProgress_guitar")
    expect(progressRecordKey("guitar", "/media/a.mp3")).toBe("guitar_/media/a.mp3")
  })
})

describe("readSavedPositions", () => {
  it("keeps valid records", () => {
    expect(readSavedPositions({ "p_/a.mp3": record(12, 30) })).toEqual({ "p_/a.mp3": record(12, 30) })
  })

  it("ignores corrupted values instead of throwing", () => {
    for (const stored of [undefined, null, 42, "text", [record(1, 2)]]) expect(readSavedPositions(stored)).toEqual({})
    expect(
      readSavedPositions({
        good: record(12, 30),
        missing: { position: 3 },
        text: { position: "12", duration: 30, savedAt: 1 },
        negative: { position: -1, duration: 30, savedAt: 1 },
        infinite: { position: 1, duration: Number.POSITIVE_INFINITY, savedAt: 1 },
        nothing: null,
      }),
    ).toEqual({ good: record(12, 30) })
  })
})

describe("saving and restoring", () => {
  it("saves only past 5 seconds", () => {
    expect(shouldSavePosition(5)).toBe(false)
    expect(shouldSavePosition(5.1)).toBe(true)
    expect(shouldSavePosition(Number.NaN)).toBe(false)
  })

  it("replaces one item's record and keeps the others", () => {
    const before = { a: record(10, 30) }
    expect(withSavedPosition(before, "b", 7, 20, 99)).toEqual({ a: record(10, 30), b: { position: 7, duration: 20, savedAt: 99 } })
    expect(before).toEqual({ a: record(10, 30) })
  })

  it("restores only past 5 seconds, and starts a finished item over", () => {
    expect(resumePosition(undefined)).toBeNull()
    expect(resumePosition(record(5, 30))).toBeNull()
    expect(resumePosition(record(12.5, 30))).toBe(12.5)
    expect(resumePosition(record(29.5, 30))).toBeNull()
    expect(resumePosition(record(12, 0))).toBe(12)
  })
})

describe("watched and complete", () => {
  it("rounds the watched share and caps it at 100", () => {
    expect(watchedPercent(undefined)).toBe(0)
    expect(watchedPercent(record(10, 30))).toBe(33)
    expect(watchedPercent(record(31, 30))).toBe(100)
    expect(watchedPercent(record(10, 0))).toBe(0)
  })

  it("counts an item complete past 5 s and at 90 percent or more", () => {
    expect(isComplete(record(27, 30))).toBe(true)
    expect(isComplete(record(26.9, 30))).toBe(false)
    expect(isComplete(record(5, 5))).toBe(false)
    expect(isComplete(undefined)).toBe(false)
  })

  it("gives the share of complete items", () => {
    const items = [{ url: "/a" }, { url: "/b" }, { url: "/c" }]
    const records = { "p_/a": record(30, 30), "p_/b": record(10, 30), "other_/c": record(30, 30) }
    expect(completionPercent("p", items, records)).toBe(33)
    expect(completionPercent("p", [], records)).toBe(0)
  })
})
