import type { Page } from "@playwright/test"
import { confirmationLink, unsubscribeLink } from "../src/lib/newsletter-links"
import { newsletterToken } from "../src/lib/newsletter-token"
import { gtagCalls, sentEvents, stubGtag, waitForPageView } from "./gtag-stub"
import { expect, test } from "./fixtures"
import { answerFormPosts } from "./form-endpoint-stub"

const email = "Ana.Maria+news@example.com"
const name = "Ana María"
const token = newsletterToken(email)

/** A link of a mailing, as `npm run newsletter:links` prints it, on the local server. */
const local = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** Everything the tag function was given, as text, in every form the subscriber's data could take. */
async function expectNothingPersonal(page: Page) {
  const sent = JSON.stringify(await gtagCalls(page))
  for (const secret of [email, email.toLowerCase(), encodeURIComponent(email), token, name, encodeURIComponent(name), "María"]) {
    expect(sent, `the tag was given ${secret}`).not.toContain(secret)
  }
}

test.beforeEach(async ({ page }) => {
  await stubGtag(page)
  await answerFormPosts(page)
})

test("an unsubscribe link reaches analytics as the bare page, before and after unsubscribing", async ({ page, baseURL }) => {
  await page.goto(local(unsubscribeLink(email, "http://127.0.0.1")))
  await waitForPageView(page)
  await page.getByRole("main").getByRole("button", { name: "Unsubscribe" }).click()
  await expect(page.getByRole("main").getByRole("status")).toContainText(email)
  await page.getByRole("link", { name: "subscribe again" }).click()
  await waitForPageView(page, 2)

  expect(await sentEvents(page, "page_view")).toEqual([
    { page_path: "/unsubscribe", page_title: "Unsubscribe - Riff & Code", page_location: `${baseURL}/unsubscribe` },
    expect.objectContaining({ page_path: "/newsletter", page_location: `${baseURL}/newsletter` }),
  ])
  // The address every later event reports was set before any event was sent.
  const calls = await gtagCalls(page)
  expect(calls[0]).toEqual(["set", { page_location: `${baseURL}/unsubscribe`, page_referrer: "" }])
  await expectNothingPersonal(page)
})

test("a confirmation link reaches analytics as the bare page", async ({ page, baseURL }) => {
  await page.goto(local(confirmationLink(email, name, "http://127.0.0.1")))
  await waitForPageView(page)
  await expect(page.getByText(`Thank you, ${name}!`)).toBeVisible()

  expect(await sentEvents(page, "page_view")).toEqual([
    { page_path: "/confirm-subscription", page_title: "Confirm your subscription - Riff & Code", page_location: `${baseURL}/confirm-subscription` },
  ])
  expect((await gtagCalls(page))[0]).toEqual(["set", { page_location: `${baseURL}/confirm-subscription`, page_referrer: "" }])
  await expectNothingPersonal(page)
})

test("a page loaded from a subscriber's link hears of it only as the bare page", async ({ page, baseURL }) => {
  await page.goto("/about", { referer: `${baseURL}${local(unsubscribeLink(email, "http://127.0.0.1"))}` })
  await waitForPageView(page)
  expect(await page.evaluate(() => document.referrer)).toContain(encodeURIComponent(email))
  expect((await gtagCalls(page))[0]).toEqual(["set", { page_location: `${baseURL}/about`, page_referrer: `${baseURL}/unsubscribe` }])
  await expectNothingPersonal(page)
})

test("any page drops the email, token and name parameters and keeps the others", async ({ page, baseURL }) => {
  await page.goto(`/about?utm_source=mail&email=${encodeURIComponent(email)}&token=${token}&name=${encodeURIComponent(name)}`)
  await waitForPageView(page)
  expect(await sentEvents(page, "page_view")).toEqual([
    { page_path: "/about?utm_source=mail", page_title: "About - Riff & Code", page_location: `${baseURL}/about?utm_source=mail` },
  ])
  await expectNothingPersonal(page)
})
