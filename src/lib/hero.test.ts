import { heroTitle, nextRandomIndex, PICK, pickedOnLoad, randomIndex, yearsSince } from "./hero"

describe("hero", () => {
  it("counts the years since 1995", () => {
    expect(yearsSince(2025)).toBe(30)
    expect(yearsSince(2026)).toBe(31)
    expect(yearsSince(2000, 1990)).toBe(10)
  })

  it("titles the tagline with the years and counting", () => {
    expect(heroTitle("Writing code", 2025)).toBe("Writing code for the past 30 years (and counting)")
  })

  it("maps a random number to an index within the list", () => {
    expect(randomIndex(3, () => 0)).toBe(0)
    expect(randomIndex(3, () => 0.5)).toBe(1)
    expect(randomIndex(3, () => 0.9999)).toBe(2)
    expect(randomIndex(0, () => 0.5)).toBe(0)
  })

  it("rotates to a different index whenever there is another", () => {
    for (const random of [0, 0.3, 0.6, 0.99]) {
      const next = nextRandomIndex(3, 1, () => random)
      expect(next).not.toBe(1)
      expect([0, 2]).toContain(next)
    }
    expect(nextRandomIndex(3, 0, () => 0)).toBe(1)
    expect(nextRandomIndex(3, 2, () => 0.99)).toBe(1)
    expect(nextRandomIndex(1, 0, () => 0.5)).toBe(0)
  })

  const steady = (shown: string, variants: string[]) =>
    `<span ${PICK}=""><span>${shown}</span><span>${variants.map(v => `<span data-text="${v}"></span>`).join("")}</span></span>`

  it("reads the tagline and description the page drew while it loaded", () => {
    const hero = document.createElement("div")
    hero.innerHTML = `<h1>${steady("Three", ["One", "Two", "Three"])}</h1><p>${steady("A", ["A", "B"])}</p>`
    expect(pickedOnLoad(hero)).toEqual({ tagline: 2, description: 0 })
  })

  it("finds no pick when the hero is not in the page or shows a text it does not offer", () => {
    const hero = document.createElement("div")
    expect(pickedOnLoad(null)).toBeNull()
    hero.innerHTML = `<h1>${steady("Four", ["One", "Two"])}</h1><p>${steady("A", ["A", "B"])}</p>`
    expect(pickedOnLoad(hero)).toBeNull()
  })
})
