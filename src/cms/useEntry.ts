import { useEffect, useState } from "react"
import type { CmsEntry, PreviewProps } from "./decap"

/** Another entry of a collection, once loaded: null when there is none. */
export function useEntry(getCollection: PreviewProps["getCollection"], collection: string, slug: string | null): CmsEntry | null {
  const [entry, setEntry] = useState<CmsEntry | null>(null)
  useEffect(() => {
    setEntry(null)
    if (!slug) return
    let current = true
    getCollection(collection, slug).then(
      found => current && setEntry(found.toJS()),
      () => current && setEntry(null),
    )
    return () => {
      current = false
    }
  }, [getCollection, collection, slug])
  return entry
}
