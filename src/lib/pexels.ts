export const PEXELS_SEARCH_URL = "https://api.pexels.com/v1/search"

/** The search request for a tag: landscape photos, enough to choose from. */
export const pexelsSearchUrl = (query: string): string =>
  `${PEXELS_SEARCH_URL}?${new URLSearchParams({ query, orientation: "landscape", per_page: "15" })}`

/** The image addresses in a Pexels search answer; anything malformed is left out. */
export function pexelsImages(body: unknown): string[] {
  const photos = (body as { photos?: unknown } | null)?.photos
  if (!Array.isArray(photos)) return []
  return photos
    .map(photo => (photo as { src?: { landscape?: unknown } } | null)?.src?.landscape)
    .filter((url): url is string => typeof url === "string" && url.startsWith("https://"))
}
