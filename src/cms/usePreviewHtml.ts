import { useEffect, useState } from "react"
import type { PreviewProps } from "./decap"
import { previewHtml, type PreviewHtml } from "./markdown"

/**
 * An entry's body as HTML (its status decides the draft's checks, its language the callouts'
 * titles), made again whenever the editor changes the entry; null until the first is made.
 */
export function usePreviewHtml(markdown: string, status: unknown, lang: string | undefined, getAsset: PreviewProps["getAsset"]): PreviewHtml | null {
  const [made, setMade] = useState<PreviewHtml | null>(null)
  useEffect(() => {
    let current = true
    previewHtml(markdown, { status, lang }, path => getAsset(path).toString()).then(result => {
      if (current) setMade(result)
    })
    return () => {
      current = false
    }
  }, [markdown, status, lang, getAsset])
  return made
}
