import { readJson, readString, removeString, writeJson, writeString } from "./storage"

describe("storage", () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
  })

  it("round-trips strings and JSON in local and session storage", () => {
    writeString("a", "1")
    writeJson("b", { x: [1, 2] }, "session")
    expect(readString("a")).toBe("1")
    expect(readJson("b", "session")).toEqual({ x: [1, 2] })
    expect(readJson("b")).toBeUndefined()
  })

  it("removes a value from the storage named, leaving the other's", () => {
    writeString("e", "1", "session")
    writeString("e", "2")
    removeString("e", "session")
    expect(readString("e", "session")).toBeNull()
    expect(readString("e")).toBe("2")
  })

  it("treats corrupted JSON as absent", () => {
    localStorage.setItem("c", "{not json")
    expect(readJson("c")).toBeUndefined()
  })

  it("never throws when the browser refuses storage", () => {
    const spy = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError")
    })
    const get = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError")
    })
    const remove = jest.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError")
    })
    expect(() => writeJson("d", 1)).not.toThrow()
    expect(() => removeString("d")).not.toThrow()
    expect(readString("d")).toBeNull()
    spy.mockRestore()
    get.mockRestore()
    remove.mockRestore()
  })
})
