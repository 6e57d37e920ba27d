import { useEffect, useState } from "react"
import { tagImageSearchPath } from "../../lib/paths"
import { readJson, writeJson } from "../../browser/storage"
import { fallbackImages, freshCachedImages, pickImage, placeholderImage, tagImageCacheKey } from "../../lib/tag-image"

export type TagImage = { status: "loading" } | { status: "loaded"; src: string }

async function searchImages(tag: string, searchEnabled: boolean): Promise<string[]> {
  const key = tagImageCacheKey(tag)
  const cached = freshCachedImages(readJson(key), Date.now())
  if (cached) return cached
  // Without a configured search the answer would be an error anyway; skip the round trip.
  if (!searchEnabled) return fallbackImages(tag)
  const response = await fetch(tagImageSearchPath(tag))
  if (!response.ok) {
    console.warn(`Tag image search for "${tag}" answered ${response.status}; using fallback photos`)
    return fallbackImages(tag)
  }
  const body = (await response.json()) as { images?: unknown }
  const images = Array.isArray(body.images) ? body.images.filter((i): i is string => typeof i === "string") : []
  writeJson(key, { images, savedAt: Date.now() })
  return images
}

/** The tag header's image: the metadata's own, else the search's pick, with every fallback of the spec. */
export function useTagImage(tag: string | null, ownImage: string | null, searchEnabled: boolean): [TagImage, () => void] {
  const [image, setImage] = useState<TagImage>({ status: "loading" })
  useEffect(() => {
    if (!tag) return
    let current = true
    setImage({ status: "loading" })
    const choose = ownImage
      ? Promise.resolve(ownImage)
      : searchImages(tag, searchEnabled).then(images => pickImage(tag, images) ?? placeholderImage(tag))
    choose
      .catch(() => placeholderImage(tag))
      .then(src => current && setImage({ status: "loaded", src }))
    return () => {
      current = false
    }
  }, [tag, ownImage, searchEnabled])
  const showPlaceholder = () => tag && setImage({ status: "loaded", src: placeholderImage(tag) })
  return [image, showPlaceholder]
}
