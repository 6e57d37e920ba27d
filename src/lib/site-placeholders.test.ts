import { site } from "../config/site"
import { fillSitePlaceholders } from "./site-placeholders"

describe("fillSitePlaceholders", () => {
  it("fills the product name and its slug from the site configuration", () => {
    expect(fillSitePlaceholders("Guitar Hero {product}")).toBe(`Guitar Hero ${site.product}`)
    expect(fillSitePlaceholders("/experiment/guitar-hero-{productSlug}")).toBe(`/experiment/guitar-hero-${site.productSlug}`)
    expect(fillSitePlaceholders("{product}Tube and {product}")).toBe(`${site.product}Tube and ${site.product}`)
  })

  it("leaves text without placeholders alone", () => {
    expect(fillSitePlaceholders("Stoic Quotes")).toBe("Stoic Quotes")
  })

  it("names an unknown placeholder", () => {
    expect(() => fillSitePlaceholders("Hello {owner}")).toThrow("unknown placeholder {owner}; known: {product}, {productSlug}")
  })
})
