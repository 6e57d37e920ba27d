import type { ArticleStatus } from "../content-model/article"
import { isAhead } from "./schedule"

/** What an article's own file says of its standing: the status written in it and its date. */
export interface Written {
  statusInFile: ArticleStatus
  date: string
}

/** What of an Article depends on the day it is read on and on its original. */
export interface Standing {
  /** draft for a draft, a post dated ahead, and a translation of either; else published */
  status: ArticleStatus
  /** a draft only until a date: its own or its original's is ahead, and neither file says draft */
  scheduled: boolean
  /** what the blog, the tag pages, the home page and the main feed list */
  isPublishedOriginal: boolean
}

/** Whether a file's text waits for its date: published in the file, dated after `today`. */
const waitsForItsDay = (written: Written, today: string) => written.statusInFile === "published" && isAhead(written.date, today)

/**
 * An article's standing on `today` (the build's day in the site's time zone, src/lib/schedule.ts),
 * the one rule every part of the site reads. A published article dated after that day is a draft,
 * marked scheduled, so every rule that keeps drafts out keeps it out too until its day. A
 * translation is public only with its original (`original`, the original's file; null on an
 * original or when the original is missing): the translation of a draft or of a post still to come
 * is as private as it, and comes out with it.
 */
export function standingOf(article: Written & { translationOf: string | null }, original: Written | null, today: string): Standing {
  const versions = article.translationOf && original ? [article, original] : [article]
  const draftInFile = versions.some(version => version.statusInFile === "draft")
  const scheduled = !draftInFile && versions.some(version => waitsForItsDay(version, today))
  const status: ArticleStatus = draftInFile || scheduled ? "draft" : "published"
  return { status, scheduled, isPublishedOriginal: status === "published" && !article.translationOf }
}
