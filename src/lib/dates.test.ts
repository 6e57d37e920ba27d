import { formatLongDate, formatLongDateIn, formatShortDate, parseIsoDate } from "./dates"

describe("dates", () => {
  it("accepts ISO dates and date-times", () => {
    expect(parseIsoDate("2018-03-10")?.toISOString()).toBe("2018-03-10T00:00:00.000Z")
    expect(parseIsoDate("2018-03-10T22:15:00Z")?.toISOString()).toBe("2018-03-10T22:15:00.000Z")
    expect(parseIsoDate(new Date("2020-01-02"))).toBeInstanceOf(Date)
  })
  it("rejects anything else", () => {
    expect(parseIsoDate("10/03/2018")).toBeUndefined()
    expect(parseIsoDate("2018-13-45")).toBeUndefined()
    expect(parseIsoDate("yesterday")).toBeUndefined()
    expect(parseIsoDate(20180310)).toBeUndefined()
  })
  it("formats short and long US dates in UTC", () => {
    expect(formatShortDate("2018-03-10")).toBe("Mar 10, 2018")
    expect(formatLongDate("2018-03-10")).toBe("March 10, 2018")
    expect(formatLongDate("2019-12-31T23:30:00-08:00")).toBe("January 1, 2020")
  })
  it("gives every month the same name Intl gives it in US English", () => {
    const short = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" })
    const long = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" })
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2024, month, 9 + month))
      expect(formatShortDate(date)).toBe(short.format(date))
      expect(formatLongDate(date)).toBe(long.format(date))
    }
  })
  it("writes a long date in each language as Intl does for the US and Mexico", () => {
    const formats = {
      en: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" }),
      es: new Intl.DateTimeFormat("es-MX", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" }),
    }
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2024, month, 1 + 2 * month))
      for (const lang of ["en", "es"] as const) expect(formatLongDateIn(date, lang)).toBe(formats[lang].format(date))
    }
    expect(formatLongDateIn("2019-12-31T23:30:00-08:00", "es")).toBe("1 de enero de 2020")
  })
  it("says so when a date cannot be read", () => {
    expect(formatLongDate("not a date")).toBe("Invalid date")
  })
})
