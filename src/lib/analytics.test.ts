import { removeGtag, gtagForEachTest } from "../test-support/gtag"
import { unsubscribeLink } from "./newsletter-links"
import {
  newScrollMarks,
  pageAddressSettings,
  pageViewEvent,
  reportPageAddress,
  scrollPercent,
  track,
  trackNewsletterSignup,
  trackNotFound,
  trackOutboundClick,
  trackOutboundClickOn,
  trackPageView,
  trackProjectView,
  trackThemeChange,
} from "./analytics"

describe("track", () => {
  afterEach(removeGtag)
  it("sends the event through the global tag function", () => {
    const gtag = jest.fn()
    Object.assign(window, { gtag })
    track("article_read", { article_slug: "a" })
    expect(gtag).toHaveBeenCalledWith("event", "article_read", { article_slug: "a" })
  })
  it("is a no-op without a tag function, and survives one that throws", () => {
    expect(() => track("x")).not.toThrow()
    Object.assign(window, {
      gtag: () => {
        throw new Error("blocked")
      },
    })
    expect(() => track("x")).not.toThrow()
  })
})

describe("the spec's events", () => {
  const gtag = gtagForEachTest()

  const sends: Array<[string, () => void, unknown[]]> = [
    [
      "page_view carries path plus search, title and location",
      () => trackPageView({ href: "https://riffandcode.dev/blog?x=1" }, "Riff & Code Blog"),
      ["event", "page_view", { page_path: "/blog?x=1", page_title: "Riff & Code Blog", page_location: "https://riffandcode.dev/blog?x=1" }],
    ],
    [
      "sets the page's address and referrer for every later event",
      () => reportPageAddress({ href: "https://riffandcode.dev/blog?x=1" }, "https://search.example/?q=riff"),
      ["set", { page_location: "https://riffandcode.dev/blog?x=1", page_referrer: "https://search.example/?q=riff" }],
    ],
    [
      "an outbound click names the address it leaves for",
      () => trackOutboundClick("https://github.com/someone"),
      ["event", "click", { event_category: "outbound", event_label: "https://github.com/someone", transport_type: "beacon" }],
    ],
    [
      "theme_change is a preference, labelled with the new theme",
      () => trackThemeChange("light"),
      ["event", "theme_change", { event_category: "preferences", event_label: "light" }],
    ],
    [
      "newsletter_signup is a conversion carrying its source",
      () => trackNewsletterSignup("footer"),
      ["event", "newsletter_signup", { event_category: "conversion", event_label: "footer", source: "footer", transport_type: "beacon" }],
    ],
    [
      "404_error is an error carrying the missing path",
      () => trackNotFound("/no/such/page"),
      ["event", "404_error", { event_category: "error", event_label: "/no/such/page", page_path: "/no/such/page" }],
    ],
    [
      "view_item describes one project, quantity 1, free",
      () => trackProjectView({ slug: "a-tool", title: "A Tool", category: "tech" }),
      ["event", "view_item", { currency: "USD", value: 0, items: [{ item_id: "a-tool", item_name: "A Tool", item_category: "tech", quantity: 1 }] }],
    ],
  ]

  it.each(sends)("%s", (_, send, call) => {
    send()
    expect(gtag()).toHaveBeenCalledWith(...call)
  })
})

describe("a click inside kept markup", () => {
  const gtag = gtagForEachTest()
  const clickOn = (html: string) => {
    document.body.innerHTML = html
    trackOutboundClickOn(document.querySelector("span") ?? document.querySelector("a"))
  }
  afterEach(() => (document.body.innerHTML = ""))

  it("counts a link that opens another site in a new tab as an outbound click, with its address as written", () => {
    clickOn('<a href="https://github.com/mateorios-dev" target="_blank" rel="noopener noreferrer">GitHub<span> (opens in a new tab)</span></a>')
    expect(gtag()).toHaveBeenCalledWith("event", "click", { event_category: "outbound", event_label: "https://github.com/mateorios-dev", transport_type: "beacon" })
  })

  it.each([
    ["a link of this site", '<a href="/about" target="_blank">About</a>'],
    ["a link to another site in the same tab", '<a href="https://example.com/">Elsewhere</a>'],
    ["text that is no link", "<p><span>Interests</span></p>"],
  ])("counts nothing for %s", (_, html) => {
    clickOn(html)
    expect(gtag()).not.toHaveBeenCalled()
  })
})

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
