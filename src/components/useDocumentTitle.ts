import { useEffect } from "react"

/**
 * The title of a page whose title the static HTML must not carry, such as an opened draft's.
 * Gatsby sets the page's own title from its Head again on the next route change.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title
  }, [title])
}
