import { site } from "../config/site"
import { buildMoment, dayIn, isAhead } from "./schedule"

describe("the build's day", () => {
  it("is the calendar day in the site's time zone, which turns at its own midnight, not UTC's", () => {
    // Mexico City is six hours behind UTC, all year.
    expect(dayIn(new Date("2025-01-01T05:59:59Z"), site.timeZone)).toBe("2024-12-31")
    expect(dayIn(new Date("2025-01-01T06:00:00Z"), site.timeZone)).toBe("2025-01-01")
    expect(dayIn(new Date("2025-07-15T05:59:59Z"), site.timeZone)).toBe("2025-07-14")
    expect(dayIn(new Date("2025-07-15T06:00:00Z"), site.timeZone)).toBe("2025-07-15")
    expect(dayIn(new Date("2999-12-31T23:59:59-06:00"), site.timeZone)).toBe("2999-12-31")
  })

  it("is read from SITE_BUILD_TIME when it is set, else from the clock", () => {
    const now = new Date("2025-09-27T13:56:00Z")
    expect(buildMoment(undefined, now)).toBe(now)
    expect(buildMoment("", now)).toBe(now)
    expect(buildMoment("2999-01-01T12:00:00-06:00", now).toISOString()).toBe("2999-01-01T18:00:00.000Z")
    expect(buildMoment("2999-01-01T18:00:00Z", now).toISOString()).toBe("2999-01-01T18:00:00.000Z")
  })

  it("refuses a SITE_BUILD_TIME that is not one moment the world over, naming the variable and the form it takes", () => {
    const now = new Date()
    for (const written of ["tomorrow", "2999-01-01", "2999-01-01T12:00:00", "2999-01-01 noon"]) {
      expect(() => buildMoment(written, now)).toThrow(
        `SITE_BUILD_TIME must be an ISO date-time with its offset, such as 2999-01-01T12:00:00-06:00, got ${JSON.stringify(written)}`,
      )
    }
  })
})

describe("a post dated ahead", () => {
  it("is ahead until its own day, which it is not", () => {
    expect(isAhead("2025-09-28", "2025-09-27")).toBe(true)
    expect(isAhead("2025-09-27", "2025-09-27")).toBe(false)
    expect(isAhead("2025-09-26", "2025-09-27")).toBe(false)
    expect(isAhead("2026-09-27", "2025-09-27")).toBe(true)
  })

  it("is dated by the day the site shows, whatever time it names", () => {
    // Shown as September 28 (dates are shown in UTC), so it waits for that day.
    expect(isAhead("2025-09-27T22:00:00-06:00", "2025-09-27")).toBe(true)
    expect(isAhead("2025-09-28T23:59:00Z", "2025-09-28")).toBe(false)
    // YAML reads an unquoted date as midnight UTC: the same day.
    expect(isAhead(new Date("2025-09-28").toISOString(), "2025-09-27")).toBe(true)
    expect(isAhead(new Date("2025-09-28").toISOString(), "2025-09-28")).toBe(false)
  })
})
