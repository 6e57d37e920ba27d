import { belongsToElement, bindGameKeys, gameKeyOf } from "./input"

describe("game keys", () => {
  it("maps the arrows, space and R", () => {
    expect(["ArrowUp", "ArrowDown", " ", "Spacebar", "r", "R", "x", "Enter"].map(gameKeyOf)).toEqual(["up", "down", "shoot", "shoot", "restart", "restart", null, null])
  })

  it("leaves typing in fields, and space or enter on links and buttons, to those elements", () => {
    document.body.innerHTML = `<input id="field"><button id="button">Go</button><a id="link" href="/">Home</a><div id="plain"></div>`
    const key = (id: string, key: string) => {
      const event = new KeyboardEvent("keydown", { key })
      Object.defineProperty(event, "target", { value: document.getElementById(id) })
      return belongsToElement(event)
    }
    expect(key("field", "ArrowUp")).toBe(true)
    expect(key("button", " ")).toBe(true)
    expect(key("link", "Enter")).toBe(true)
    expect(key("button", "ArrowUp")).toBe(false)
    expect(key("plain", " ")).toBe(false)
  })

  it("reports presses and releases, keeps the page from scrolling, and stops listening when unbound", () => {
    const press = jest.fn()
    const release = jest.fn()
    const unbind = bindGameKeys(window, { press, release })
    const down = new KeyboardEvent("keydown", { key: " ", cancelable: true })
    window.dispatchEvent(down)
    window.dispatchEvent(new KeyboardEvent("keyup", { key: " " }))
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }))
    expect(press.mock.calls).toEqual([["shoot"]])
    expect(release.mock.calls).toEqual([["shoot"]])
    expect(down.defaultPrevented).toBe(true)
    unbind()
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp" }))
    expect(press).toHaveBeenCalledTimes(1)
  })
})
