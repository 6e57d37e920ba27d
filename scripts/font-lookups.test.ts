import { FAMILY_LOOKUP, fontLookups, STRIKE_LOOKUP } from "./font-lookups"

describe("fontLookups", () => {
  it("counts each strike and each family the page waited for, and adds up the waits in milliseconds", () => {
    const events = [
      { name: STRIKE_LOOKUP, ph: "X", dur: 1_500 },
      { name: STRIKE_LOOKUP, ph: "X", dur: 10_250 },
      { name: FAMILY_LOOKUP, ph: "X", dur: 4_700 },
      { name: "Layout", ph: "X", dur: 25_000 },
    ]
    expect(fontLookups(events)).toEqual({ strikes: 2, families: 1, waitMs: 16.45 })
  })

  it("reads only complete events: a lookup's instant marks are not lookups of their own", () => {
    const events = [
      { name: STRIKE_LOOKUP, ph: "I" },
      { name: FAMILY_LOOKUP, ph: "X", dur: 2_000 },
    ]
    expect(fontLookups(events)).toEqual({ strikes: 0, families: 1, waitMs: 2 })
  })

  it("finds none in a trace without the fonts category", () => {
    expect(fontLookups([{ name: "Layout", ph: "X", dur: 9_000 }])).toEqual({ strikes: 0, families: 0, waitMs: 0 })
  })
})
