import { unsubscribeLink } from "./newsletter-links"
import { newScrollMarks, pageAddressSettings, pageViewEvent, scrollPercent } from "./analytics-events"

describe("no personal data in a page's address", () => {
  const email = "reader@example.com"
  const link = unsubscribeLink(email, "https://riffandcode.dev")
  const token = new URL(link).searchParams.get("token")!

  it("page_view of an unsubscribe link reports the page without its query", () => {
    expect(pageViewEvent({ href: link }, "Unsubscribe - Riff & Code")).toEqual({
      page_path: "/unsubscribe",
      page_title: "Unsubscribe - Riff & Code",
      page_location: "https://riffandcode.dev/unsubscribe",
    })
  })

  it("page_view of any page drops the email, token and name parameters", () => {
    const event = pageViewEvent({ href: `https://riffandcode.dev/about?email=${email}&name=Ana&token=${token}&lang=es` }, "About")
    expect(event).toEqual({ page_path: "/about?lang=es", page_title: "About", page_location: "https://riffandcode.dev/about?lang=es" })
  })

  it("a referrer from a subscriber's link is reported as the bare page, and no referrer as none", () => {
    const settings = pageAddressSettings({ href: "https://riffandcode.dev/newsletter" }, link)
    expect(settings).toEqual({ page_location: "https://riffandcode.dev/newsletter", page_referrer: "https://riffandcode.dev/unsubscribe" })
    expect(pageAddressSettings({ href: "https://riffandcode.dev/" }, "").page_referrer).toBe("")
    expect(JSON.stringify(settings)).not.toMatch(new RegExp(`${email}|${token}`))
  })
})

describe("scroll depth", () => {
  it("reports each mark once", () => {
    expect(newScrollMarks(60, new Set())).toEqual([25, 50])
    expect(newScrollMarks(60, new Set([25, 50]))).toEqual([])
    expect(newScrollMarks(100, new Set([25, 50]))).toEqual([75, 100])
  })
  it("measures the share of the scrollable height", () => {
    expect(scrollPercent(0, 800, 2800)).toBe(0)
    expect(scrollPercent(1000, 800, 2800)).toBe(50)
    expect(scrollPercent(0, 800, 600)).toBe(100)
  })
})
