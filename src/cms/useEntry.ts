import { useEffect, useState } from "react"
import type { CmsEntry, PreviewProps } from "./decap"

/** Another entry of a collection, once loaded: null when there is none (test-repo answers an empty one). */
export function useEntry(getCollection: PreviewProps["getCollection"], collection: string, slug: string | null): CmsEntry | null {
  const [entry, setEntry] = useState<CmsEntry | null>(null)
  useEffect(() => {
    setEntry(null)
    if (!slug) return
    let current = true
    getCollection(collection, slug).then(
      found => {
        const entry = found.toJS()
        if (current) setEntry(Object.keys(entry.data ?? {}).length > 0 ? entry : null)
      },
      () => current && setEntry(null),
    )
    return () => {
      current = false
    }
  }, [getCollection, collection, slug])
  return entry
}
