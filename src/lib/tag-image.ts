export const TAG_IMAGE_WIDTH = 1200
export const TAG_IMAGE_HEIGHT = 400
export const TAG_IMAGE_CACHE_MS = 24 * 60 * 60 * 1000

// Fixed stock photos used when the image search answers with an error.
export const FALLBACK_PHOTO_IDS = [
  1181671, 1181244, 3861969, 1779487, 546819, 1089438, 4974915, 1714208, 2004161, 325111, 1261427, 3184292, 374074, 2387793,
] as const

export const pexelsPhotoUrl = (id: number): string =>
  `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&w=${TAG_IMAGE_WIDTH}&h=${TAG_IMAGE_HEIGHT}&fit=crop`

const charCodeSum = (text: string): number => [...text].reduce((sum, ch) => sum + (ch.codePointAt(0) ?? 0), 0)

/** The search answer's image for a tag: the character-code sum modulo the list length. */
export function pickImage(tag: string, images: readonly string[]): string | undefined {
  return images.length ? images[charCodeSum(tag) % images.length] : undefined
}

/** Three stock photos chosen deterministically by the tag's hash. */
export function fallbackImages(tag: string): string[] {
  const start = charCodeSum(tag.toLowerCase()) % FALLBACK_PHOTO_IDS.length
  return [0, 1, 2].map(i => pexelsPhotoUrl(FALLBACK_PHOTO_IDS[(start + i * 5) % FALLBACK_PHOTO_IDS.length]))
}

/** A placeholder seeded by the lower-case alphanumeric tag. */
export function placeholderImage(tag: string): string {
  const seed = tag.toLowerCase().replace(/[^a-z0-9]/g, "") || "tag"
  return `https://picsum.photos/seed/${seed}/${TAG_IMAGE_WIDTH}/${TAG_IMAGE_HEIGHT}`
}

export const tagImageCacheKey = (tag: string): string => `tagImage:${tag.toLowerCase()}`

export interface CachedTagImages {
  images: string[]
  savedAt: number
}

/** The cached answer if it is well-formed and younger than 24 hours. */
export function freshCachedImages(value: unknown, now: number): string[] | undefined {
  if (typeof value !== "object" || value === null) return undefined
  const { images, savedAt } = value as Partial<CachedTagImages>
  if (!Array.isArray(images) || !images.every(i => typeof i === "string") || typeof savedAt !== "number") return undefined
  return now - savedAt >= 0 && now - savedAt < TAG_IMAGE_CACHE_MS ? images : undefined
}
