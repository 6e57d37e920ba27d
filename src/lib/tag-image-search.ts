import { tagImageSearchPath } from "./paths"
import { pexelsImages, pexelsSearchUrl } from "./pexels"

export const MAX_QUERY = 100
/** How long the search waits for Pexels before it gives up and the page shows its fallback photos. */
export const SEARCH_TIMEOUT_MS = 5_000
export const SEARCH_CACHE_CONTROL = "public, max-age=86400"

export interface SearchRequest {
  method: string | undefined
  /** the path and query as the request arrived, byte for byte, before any decoding (rawAddressOf) */
  address: string
}

export interface SearchAnswer {
  status: number
  headers: Record<string, string>
  body: { images: string[] } | { error: string } | { location: string }
}

export interface SearchSetup {
  /** PEXELS_API_KEY at run time */
  key: string | undefined
  /** the site's tags, as the site spells them: the search answers for these only, so the key is no open proxy */
  knownTags: readonly string[]
  fetch: typeof fetch
  timeoutMs?: number
}

const failure = (status: number, error: string, headers: Record<string, string> = {}): SearchAnswer => ({ status, headers, body: { error } })

/**
 * The path and query of a request as it arrived, from the address Netlify gives the function
 * (`Request.url`, whose parsing keeps every escape as written). Never its decoded query: many
 * spellings decode alike.
 */
export const rawAddressOf = (url: string): string => url.slice(new URL(url).origin.length)

/**
 * GET /api/pexels-search?q={tag}: the photos Pexels finds for one of the site's tags. Each tag has
 * one address, tagImageSearchPath(tag), which the CDN caches under its raw bytes: so only that
 * exact string is answered, and every other spelling of the same query (MUSIC, mus%69c, music&x=1,
 * q=music&q=music, %20 for a space, lower-case hex) is sent there, so that no loop of new addresses
 * reaches Pexels.
 */
export async function searchTagImages(request: SearchRequest, setup: SearchSetup): Promise<SearchAnswer> {
  if (request.method !== "GET") return failure(405, "Only GET is allowed", { Allow: "GET" })
  const q = new URL(request.address, "http://function.invalid").searchParams.get("q")?.trim() ?? ""
  if (!q || q.length > MAX_QUERY) return failure(400, `Query parameter q must be 1 to ${MAX_QUERY} characters`)
  const tag = setup.knownTags.find(known => known.toLowerCase() === q.toLowerCase())
  if (tag === undefined) return failure(404, `"${q}" is not a tag of this site`)
  if (request.address !== tagImageSearchPath(tag)) {
    const location = tagImageSearchPath(tag)
    return { status: 301, headers: { Location: location, "Cache-Control": SEARCH_CACHE_CONTROL }, body: { location } }
  }
  if (!setup.key) return failure(503, "Image search is not configured: PEXELS_API_KEY is not set")
  const timeoutMs = setup.timeoutMs ?? SEARCH_TIMEOUT_MS
  try {
    const answer = await setup.fetch(pexelsSearchUrl(tag), { headers: { Authorization: setup.key }, signal: AbortSignal.timeout(timeoutMs) })
    if (!answer.ok) return failure(502, `Image search answered ${answer.status}`)
    return { status: 200, headers: { "Cache-Control": SEARCH_CACHE_CONTROL }, body: { images: pexelsImages(await answer.json()) } }
  } catch (error) {
    if ((error as Error).name === "TimeoutError") return failure(504, `Image search did not answer within ${timeoutMs / 1000} s`)
    return failure(502, "Image search could not be reached")
  }
}
