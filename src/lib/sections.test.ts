import { currentSection, sectionFromHash, sectionHref } from "./sections"

describe("currentSection", () => {
  const headings = [
    { id: "practice-is-practice", top: -900 },
    { id: "patterns-everywhere", top: -200 },
    { id: "flow", top: 300 },
  ]
  it("is the last heading at or above the reading line", () => {
    expect(currentSection(headings, 64)).toBe("patterns-everywhere")
    expect(currentSection(headings, 400)).toBe("flow")
  })
  it("counts a heading sitting on the line, give or take a fraction of a pixel", () => {
    expect(currentSection([{ id: "flow", top: 64.6 }], 64)).toBe("flow")
    expect(currentSection([{ id: "flow", top: 66 }], 64)).toBeNull()
  })
  it("is null in the introduction, before the first heading, and without headings", () => {
    expect(currentSection([{ id: "first", top: 500 }], 64)).toBeNull()
    expect(currentSection([], 64)).toBeNull()
  })
})

describe("sectionHref", () => {
  it("adds the section as the hash", () => {
    expect(sectionHref("/article/tacos/en", "the-basket")).toBe("/article/tacos/en#the-basket")
    expect(sectionHref("/article/tacos/en", null)).toBe("/article/tacos/en")
  })
})

describe("sectionFromHash", () => {
  it("reads the section a hash names", () => {
    expect(sectionFromHash("#the-basket")).toBe("the-basket")
    expect(sectionFromHash("#caf%C3%A9")).toBe("café")
  })
  it("is null for no hash or a malformed one", () => {
    expect(sectionFromHash("")).toBeNull()
    expect(sectionFromHash("#")).toBeNull()
    expect(sectionFromHash("#%E0%A4%A")).toBeNull()
  })
})
