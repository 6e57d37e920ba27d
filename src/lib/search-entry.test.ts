import { opensSearch } from "./search-entry"

describe("the / key", () => {
  const press = (target: unknown, extra: Partial<{ key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
    opensSearch({ key: "/", ctrlKey: false, metaKey: false, altKey: false, target, ...extra })

  it("opens search from the page", () => {
    expect(press({ tagName: "BODY" })).toBe(true)
    expect(press({ tagName: "A" })).toBe(true)
  })

  it("is just a slash while the reader types", () => {
    expect(press({ tagName: "INPUT" })).toBe(false)
    expect(press({ tagName: "TEXTAREA" })).toBe(false)
    expect(press({ tagName: "SELECT" })).toBe(false)
    expect(press({ tagName: "DIV", isContentEditable: true })).toBe(false)
  })

  it("leaves other keys and shortcuts alone", () => {
    expect(press({ tagName: "BODY" }, { key: "?" })).toBe(false)
    expect(press({ tagName: "BODY" }, { ctrlKey: true })).toBe(false)
    expect(press({ tagName: "BODY" }, { metaKey: true })).toBe(false)
  })
})
