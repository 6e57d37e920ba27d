import { removeGtag, gtagForEachTest } from "../test-support/gtag"
import {
  reportPageAddress,
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
