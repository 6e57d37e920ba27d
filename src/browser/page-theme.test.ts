import { themeFromCookies } from "../lib/theme"
import { applyTheme, currentTheme } from "./page-theme"

const clearCookies = () => {
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0].trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

describe("the theme on the page", () => {
  afterEach(() => {
    clearCookies()
    document.documentElement.removeAttribute("data-theme")
  })

  it("applyTheme shows the theme and a later visit reads it back", () => {
    applyTheme("light")
    expect(document.documentElement.dataset.theme).toBe("light")
    expect(themeFromCookies(document.cookie)).toBe("light")
    expect(currentTheme()).toBe("light")
  })
})
