import { tagImageSearchPath } from "../src/lib/paths"
import { publishedOriginals } from "./content"
import { expect, test } from "./fixtures"

// The function as Netlify runs it: netlify/functions/pexels-search.ts, bundled and served by the
// Netlify CLI. The browser tests build without PEXELS_API_KEY, so no answer here ever comes from Pexels.
const tag = publishedOriginals.flatMap(article => article.tags)[0]

test("the served image search answers for the site's tags only, and says when it has no key", async ({ request }) => {
  const unknown = await request.get("/api/pexels-search?q=cheap%20flights")
  expect(unknown.status()).toBe(404)
  expect(await unknown.json()).toEqual({ error: '"cheap flights" is not a tag of this site' })

  const known = await request.get(tagImageSearchPath(tag))
  expect(known.status()).toBe(503)
  expect(await known.json()).toEqual({ error: "Image search is not configured: PEXELS_API_KEY is not set" })
  expect(known.headers()["cache-control"] ?? "").not.toContain("max-age=86400")

  const posted = await request.post(tagImageSearchPath(tag))
  expect(posted.status()).toBe(405)
  expect(posted.headers()["allow"]).toBe("GET")
})

test("a stranger's other spellings of a tag, which would each reach Pexels past the CDN's cache, are sent to its one address", async ({ request }) => {
  const canonical = tagImageSearchPath(tag)
  for (const spelling of [`?q=${encodeURIComponent(tag.toUpperCase())}`, `?q=${encodeURIComponent(tag)}&x=1`, `?x=1&q=${encodeURIComponent(tag)}`]) {
    const answer = await request.get(`/api/pexels-search${spelling}`, { maxRedirects: 0 })
    expect(answer.status(), spelling).toBe(301)
    expect(answer.headers()["location"], spelling).toBe(canonical)
  }
})

test("finding 4: spellings of the same query are sent to the tag's one raw address, which alone is answered", async ({ request }) => {
  const canonical = tagImageSearchPath(tag)
  const q = canonical.slice(canonical.indexOf("?") + 1)
  // The Netlify CLI writes a rewritten query anew before the function reads it, so percent-encoding
  // variants (%63, %71=, a trailing &) reach the function already canonical here; these do not.
  for (const spelling of [`?${q}&${q}`, `?x=1&${q}`, `?${q}&x=`, `?${new URLSearchParams({ q: tag.toUpperCase() })}`]) {
    const answer = await request.get(`/api/pexels-search${spelling}`, { maxRedirects: 0 })
    expect(answer.status(), spelling).toBe(301)
    expect(answer.headers()["location"], spelling).toBe(canonical)
  }
  // The one address itself is answered, not sent anywhere (503 here: the test build has no key).
  expect((await request.get(canonical, { maxRedirects: 0 })).status()).toBe(503)
})
