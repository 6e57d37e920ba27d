import { byCodeUnits } from "./alphabetical"
import { PROJECT_CATEGORIES, type ProjectCategory } from "./paths"

/** "all" or one category: the state of the projects filter. */
export type ProjectFilter = "all" | ProjectCategory
export const PROJECT_FILTERS: readonly ProjectFilter[] = ["all", ...PROJECT_CATEGORIES]

/** Home shows this many projects and posts; more than this adds a "View All" link. */
export const HOME_LIST_SIZE = 6
export const hasMoreThanHomeList = (count: number): boolean => count > HOME_LIST_SIZE

/** Button labels and a card's category; the home page calls "all" "Latest". */
export function projectFilterLabel(filter: ProjectFilter | string, onHome = false): string {
  if (filter === "all") return onHome ? "Latest" : "All"
  return filter.charAt(0).toUpperCase() + filter.slice(1)
}

interface Sortable {
  category: string
  order: number
  title: string
}

/**
 * The projects a filter shows, by ascending order. Titles break ties, so the list never shuffles, in
 * code-unit order as the pages' queries ask GraphQL for them: the home page sorts in the browser,
 * where a language's alphabet would load collation data (src/lib/alphabetical.ts).
 */
export function filterProjects<T extends Sortable>(projects: readonly T[], filter: ProjectFilter): T[] {
  return projects.filter(project => filter === "all" || project.category === filter).sort((a, b) => a.order - b.order || byCodeUnits(a.title, b.title))
}

/** A project whose link is "#" has no page yet: its card opens the "Coming Soon!" notice. */
export const isComingSoon = (link: string): boolean => link.trim() === "#"

/** Links on this site ("/article/…"), as opposed to other sites. */
export const isInternalLink = (link: string): boolean => link.startsWith("/") && !link.startsWith("//")

/** Marks the element that opens a project's card (its link or button) with the project's slug. */
export const PROJECT_OPENER = "data-project"
