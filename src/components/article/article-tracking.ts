import { newScrollMarks, scrollPercent } from "../../lib/analytics-events"
import { track } from "../../browser/analytics"

export interface TrackedArticle {
  slug: string
  title: string
  readTime: string
  lang: string
  isTranslation: boolean
}

/** Reports the article's read, a translation's view, and scroll depth at 25, 50, 75 and 100 percent; returns what stops it. */
export default function trackArticle({ slug, title, readTime, lang, isTranslation }: TrackedArticle): () => void {
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
  // A reader may have scrolled before the page became interactive, or before this code came.
  onScroll()
  return () => window.removeEventListener("scroll", onScroll)
}
