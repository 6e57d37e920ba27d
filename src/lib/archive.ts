import { byCodeUnits } from "./alphabetical"
import { parseIsoDate } from "./dates"

export interface ArchiveYear<Post> {
  year: number
  posts: Post[]
}

/** What the archive needs of a post to place it. */
export interface ArchivedPost {
  date: string
  path: string
}

/**
 * The archive: posts under the year of their date, the years and each year's posts newest first
 * (posts of one day by address, so the order never depends on the order files were read in). The
 * year is the date's in UTC, as dates are shown (dates.ts), so a post never sits under a year its
 * shown date does not say.
 */
export function archiveYears<Post extends ArchivedPost>(posts: readonly Post[]): Array<ArchiveYear<Post>> {
  const dates = new Map(
    posts.map(post => {
      const date = parseIsoDate(post.date)
      if (!date) throw new Error(`${post.path}: its date ${JSON.stringify(post.date)} is not an ISO date`)
      return [post, date]
    }),
  )
  const newestFirst = [...posts].sort((a, b) => dates.get(b)!.getTime() - dates.get(a)!.getTime() || byCodeUnits(a.path, b.path))
  const years: Array<ArchiveYear<Post>> = []
  for (const post of newestFirst) {
    const year = dates.get(post)!.getUTCFullYear()
    const last = years[years.length - 1]
    if (last?.year === year) last.posts.push(post)
    else years.push({ year, posts: [post] })
  }
  return years
}
