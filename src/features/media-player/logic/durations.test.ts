import { formatClock, formatPlaylistDuration, loadedPercent, parseDuration, playlistSeconds } from "./durations"

describe("parseDuration", () => {
  it("reads minutes:seconds and hours:minutes:seconds", () => {
    expect(parseDuration("3:45")).toBe(225)
    expect(parseDuration("0:07")).toBe(7)
    expect(parseDuration("1:02:03")).toBe(3723)
    expect(parseDuration(" 12:00 ")).toBe(720)
  })

  it("gives null for absent or malformed texts", () => {
    for (const text of [undefined, "", "abc", "3:75", "3:4", "-1:00", "1:2:3:4", "3.5"]) expect(parseDuration(text)).toBeNull()
  })
})

describe("formatClock", () => {
  it("shows minutes and seconds, and hours when there are any", () => {
    expect(formatClock(0)).toBe("0:00")
    expect(formatClock(7.9)).toBe("0:07")
    expect(formatClock(225)).toBe("3:45")
    expect(formatClock(3723)).toBe("1:02:03")
  })

  it("reads an unknown duration as zero", () => {
    expect(formatClock(Number.NaN)).toBe("0:00")
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe("0:00")
  })
})

describe("playlist duration", () => {
  it("sums the items' duration texts, skipping those without one", () => {
    expect(playlistSeconds([{ duration: "3:45" }, { duration: "1:15" }, {}, { duration: "soon" }])).toBe(300)
  })

  it("shows hours and minutes, or minutes", () => {
    expect(formatPlaylistDuration(300)).toBe("5 min")
    expect(formatPlaylistDuration(3723)).toBe("1 h 2 min")
    expect(formatPlaylistDuration(7200)).toBe("2 h 0 min")
    expect(formatPlaylistDuration(89)).toBe("1 min")
    expect(formatPlaylistDuration(91)).toBe("2 min")
    expect(formatPlaylistDuration(20)).toBe("1 min")
  })

  it("shows nothing when no item has a duration", () => {
    expect(formatPlaylistDuration(playlistSeconds([{}, {}]))).toBeNull()
  })
})

describe("loadedPercent", () => {
  it("gives the loaded share of the duration as a whole percentage", () => {
    expect(loadedPercent(7.5, 30)).toBe(25)
    expect(loadedPercent(30, 30)).toBe(100)
    expect(loadedPercent(31, 30)).toBe(100)
  })

  it("is 0 while the duration is unknown", () => {
    expect(loadedPercent(5, 0)).toBe(0)
    expect(loadedPercent(5, Number.NaN)).toBe(0)
    expect(loadedPercent(Number.NaN, 30)).toBe(0)
  })
})
