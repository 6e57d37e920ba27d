import { confirmationLink, unsubscribeLink } from "./newsletter-links"
import { newsletterToken } from "./newsletter-token"
import { reportedAddress, withoutEmailAddresses } from "./personal-data"

const base = "https://riffandcode.dev"
const email = "ana.maria+news@example.com"

describe("reportedAddress", () => {
  it("keeps nothing of a subscriber's link but the page: unsubscribe and confirmation", () => {
    expect(reportedAddress(unsubscribeLink(email, base))).toEqual({ path: "/unsubscribe", location: `${base}/unsubscribe` })
    expect(reportedAddress(confirmationLink(email, "Ana María", base))).toEqual({
      path: "/confirm-subscription",
      location: `${base}/confirm-subscription`,
    })
  })

  it("drops any query and fragment of those pages, however the link is written", () => {
    for (const href of [
      `${base}/unsubscribe?e=${encodeURIComponent(email)}&t=abc#${email}`,
      `${base}/unsubscribe/?ref=mail`,
      `${base}/confirm-subscription?Email=x&TOKEN=y&utm_source=mail`,
    ]) {
      const { path, location } = reportedAddress(href)
      expect(`${path} ${location}`).not.toMatch(/[?#]/)
    }
  })

  it("drops the email, token and name parameters from any other page, keeping the rest as written", () => {
    const href = `${base}/blog?utm_source=feed&email=${encodeURIComponent(email)}&q=a+b%20c&Token=${newsletterToken(email)}&NAME=Ana#comments`
    expect(reportedAddress(href)).toEqual({ path: "/blog?utm_source=feed&q=a+b%20c", location: `${base}/blog?utm_source=feed&q=a+b%20c#comments` })
  })

  it("drops any parameter whose value is an email address, encoded or not", () => {
    expect(reportedAddress(`${base}/contact?from=${encodeURIComponent(email)}&x=1`).path).toBe("/contact?x=1")
    expect(reportedAddress(`${base}/contact?from=${email}`).path).toBe("/contact")
  })

  it("leaves an address without personal data as it is", () => {
    expect(reportedAddress(`${base}/?ref=test`)).toEqual({ path: "/?ref=test", location: `${base}/?ref=test` })
    expect(reportedAddress(`${base}/article/cgi#setup`)).toEqual({ path: "/article/cgi", location: `${base}/article/cgi#setup` })
    expect(reportedAddress(`${base}/blog?bad=%E0%A4%A`).path).toBe("/blog?bad=%E0%A4%A")
  })
})

describe("withoutEmailAddresses", () => {
  it("replaces every address in a text", () => {
    expect(withoutEmailAddresses(`Write to ${email} or (me@mateo.dev), thanks`)).toBe("Write to [email] or ([email]), thanks")
  })

  it("leaves a text without one alone", () => {
    expect(withoutEmailAddresses("Hi @mateo, about the 2.0 release")).toBe("Hi @mateo, about the 2.0 release")
  })
})
