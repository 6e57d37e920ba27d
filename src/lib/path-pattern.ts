/** Matches a URL path against a pattern where a trailing `/**` stands for anything below. */
export function minimatchLike(pattern: string, path: string): boolean {
  if (pattern.endsWith("/**")) return path.startsWith(pattern.slice(0, -2))
  return pattern === path
}
