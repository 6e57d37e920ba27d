import { publishedOriginals } from "./content"
import { expect, test } from "./fixtures"

// The Gatsby Function as Netlify runs it: the adapter's bundle, served by the Netlify CLI. The
// browser tests build without PEXELS_API_KEY, so no answer here ever comes from Pexels.
const tag = publishedOriginals.flatMap(article => article.tags)[0]

test("the served image search answers for the site's tags only, and says when it has no key", async ({ request }) => {
  const unknown = await request.get("/api/pexels-search?q=cheap%20flights")
  expect(unknown.status()).toBe(404)
  expect(await unknown.json()).toEqual({ error: '"cheap flights" is not a tag of this site' })

  const known = await request.get(`/api/pexels-search?q=${encodeURIComponent(tag)}`)
  expect(known.status()).toBe(503)
  expect(await known.json()).toEqual({ error: "Image search is not configured: PEXELS_API_KEY is not set" })
  expect(known.headers()["cache-control"] ?? "").not.toContain("max-age=86400")

  const posted = await request.post(`/api/pexels-search?q=${encodeURIComponent(tag)}`)
  expect(posted.status()).toBe(405)
  expect(posted.headers()["allow"]).toBe("GET")
})

test("a stranger's other spellings of a tag, which would each reach Pexels past the CDN's cache, are sent to its one address", async ({ request }) => {
  const canonical = `/api/pexels-search?q=${encodeURIComponent(tag)}`
  for (const spelling of [`?q=${encodeURIComponent(tag.toUpperCase())}`, `?q=${encodeURIComponent(tag)}&x=1`, `?x=1&q=${encodeURIComponent(tag)}`]) {
    const answer = await request.get(`/api/pexels-search${spelling}`, { maxRedirects: 0 })
    expect(answer.status(), spelling).toBe(301)
    expect(answer.headers()["location"], spelling).toBe(canonical)
  }
})

test("finding 4: spellings that decode to the same query are sent to the tag's one raw address, which alone is answered", async ({ request }) => {
  const canonical = `/api/pexels-search?q=${encodeURIComponent(tag)}`
  const lowerHex = `%${tag.charCodeAt(0).toString(16).toLowerCase()}${encodeURIComponent(tag.slice(1))}`
  for (const spelling of [`?q=${lowerHex}`, `?%71=${encodeURIComponent(tag)}`, `?q=${encodeURIComponent(tag)}&`, `?q=${encodeURIComponent(tag)}&q=${encodeURIComponent(tag)}`]) {
    const answer = await request.get(`/api/pexels-search${spelling}`, { maxRedirects: 0 })
    expect(answer.status(), spelling).toBe(301)
    expect(answer.headers()["location"], spelling).toBe(canonical)
  }
  // The one address itself is answered, not sent anywhere (503 here: the test build has no key).
  expect((await request.get(canonical, { maxRedirects: 0 })).status()).toBe(503)
})
