import { PROJECT_OPENER } from "../lib/project-filters"

/** The project whose card opener a click landed on, or undefined when it landed elsewhere. */
export function projectOpenedBy<T extends { slug: string }>(target: EventTarget | null, projects: readonly T[]): T | undefined {
  const opener = target instanceof Element ? target.closest(`[${PROJECT_OPENER}]`) : null
  const slug = opener?.getAttribute(PROJECT_OPENER)
  return slug == null ? undefined : projects.find(project => project.slug === slug)
}
