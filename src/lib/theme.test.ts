import { otherTheme, themeCookie, themeFromCookies, themeInitScript } from "./theme"

const clearCookies = () => {
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0].trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

describe("theme cookie", () => {
  afterEach(() => {
    clearCookies()
    document.documentElement.removeAttribute("data-theme")
  })

  it("reads the saved theme, dark by default", () => {
    expect(themeFromCookies("")).toBe("dark")
    expect(themeFromCookies("theme=light")).toBe("light")
    expect(themeFromCookies("a=1; theme=light; b=2")).toBe("light")
    expect(themeFromCookies("theme=dark")).toBe("dark")
  })

  it("ignores unknown values and look-alike cookie names", () => {
    expect(themeFromCookies("theme=purple")).toBe("dark")
    expect(themeFromCookies("mytheme=light")).toBe("dark")
    expect(themeFromCookies("theme=")).toBe("dark")
  })

  it("saves for 365 days on the whole site", () => {
    expect(themeCookie("light")).toBe("theme=light; Max-Age=31536000; Path=/; SameSite=Lax")
  })

  it("toggles between dark and light", () => {
    expect(otherTheme("dark")).toBe("light")
    expect(otherTheme("light")).toBe("dark")
  })

  it("the inline first-paint script agrees with themeFromCookies", () => {
    for (const cookies of ["", "theme=light", "a=1; theme=light", "theme=purple", "mytheme=light", "theme=dark"]) {
      clearCookies()
      for (const pair of cookies.split(";").filter(Boolean)) document.cookie = `${pair.trim()}; Path=/`
      document.documentElement.removeAttribute("data-theme")
      new Function(themeInitScript())()
      expect(document.documentElement.dataset.theme).toBe(themeFromCookies(cookies))
    }
  })
})
