import { useEffect } from "react"
import { startWhenLoaded } from "../../lib/start-when-loaded"
import type { TrackedArticle } from "./article-tracking"

/**
 * Article reads, translation views and scroll depth (article-tracking.ts) on a published article's
 * page; none while `article` is null. Their code loads only where the analytics tag is on the page:
 * a site built without analytics never loads it, and no article's first load carries it.
 */
export function useArticleTracking(article: TrackedArticle | null): void {
  const { slug = "", title = "", readTime = "", lang = "", isTranslation = false } = article ?? {}
  useEffect(() => {
    if (!slug || typeof window.gtag !== "function") return
    return startWhenLoaded(
      () => import("./article-tracking"),
      tracking => tracking.default({ slug, title, readTime, lang, isTranslation }),
    )
  }, [slug, title, readTime, lang, isTranslation])
}
