import { useEffect } from "react"
import { newScrollMarks, scrollPercent, track } from "../../lib/analytics"

interface TrackedArticle {
  slug: string
  title: string
  readTime: string
  lang: string
  isTranslation: boolean
}

/** Article reads, translation views, and scroll depth at 25, 50, 75 and 100 percent. */
export function useArticleTracking(article: TrackedArticle, tracked = true): void {
  const { slug, title, readTime, lang, isTranslation } = article
  useEffect(() => {
    if (!tracked) return
    const read = { article_title: title, article_slug: slug, estimated_read_time: readTime }
    track("article_read", read)
    track("read_article", read)
    if (isTranslation) track("translation_view", { ...read, event_category: "engagement", event_label: lang })

    const sent = new Set<number>()
    const onScroll = () => {
      const root = document.documentElement
      const percent = scrollPercent(window.scrollY, window.innerHeight, root.scrollHeight)
      for (const mark of newScrollMarks(percent, sent)) {
        sent.add(mark)
        track("scroll_depth", { event_category: "engagement", event_label: `${mark}%`, value: mark, article_slug: slug })
      }
    }
    window.addEventListener("scroll", onScroll, { passive: true })
    // A reader may have scrolled before the page became interactive.
    onScroll()
    return () => window.removeEventListener("scroll", onScroll)
  }, [slug, title, readTime, lang, isTranslation, tracked])
}
