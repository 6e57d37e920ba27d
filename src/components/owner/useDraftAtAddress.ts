import { navigate } from "gatsby"
import { useEffect, useState } from "react"
import { draftAtAddress } from "../../browser/draft-addresses"
import type { SealedArticleView } from "../../lib/draft-shapes"

export type DraftAtAddress = { state: "checking" } | { state: "none" } | { state: "draft"; view: SealedArticleView }

/**
 * Whether the owner's tab finds a draft at the not-found page's address. A draft's translation that
 * does not exist sends the owner to the draft, as a published article's does a reader.
 */
export function useDraftAtAddress(pathname: string): DraftAtAddress {
  const [found, setFound] = useState<DraftAtAddress>({ state: "checking" })
  useEffect(() => {
    let current = true
    void draftAtAddress(pathname).then(address => {
      if (!current) return
      if (address && "redirectTo" in address) void navigate(address.redirectTo, { replace: true })
      else setFound(address ? { state: "draft", view: address.view } : { state: "none" })
    })
    return () => {
      current = false
    }
  }, [pathname])
  return found
}
