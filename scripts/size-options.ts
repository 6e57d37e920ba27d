// The bench's flags for the sites of generated articles, read from its command line.

/** The sizes built when no --synthetic flag names them. */
export const DEFAULT_SIZES = [500, 2000]

/** The port the bench serves a build on (and the next one, which scripts/serve.mjs takes too). */
export const DEFAULT_PORT = 9300

export interface SizeOptions {
  /** numbers of articles, smallest first */
  counts: number[]
  /** a copy of Gatsby's blog starter to build beside the site, if any */
  starter?: string
  /** builds of each side at each size, taken in turn: site, starter, site, starter… */
  pairs: number
  port: number
}

const valueOf = (argv: readonly string[], flag: string): string | undefined => {
  const at = argv.indexOf(flag)
  if (at === -1) return undefined
  const value = argv[at + 1]
  if (value === undefined || value.startsWith("--")) throw new Error(`${flag} needs a value`)
  return value
}

const wholeNumber = (flag: string, text: string, least: number): number => {
  if (!/^\d+$/.test(text) || Number(text) < least) throw new Error(`${flag} takes whole numbers of at least ${least}, not "${text}"`)
  return Number(text)
}

/**
 * `--synthetic 2000,10000 --starter ../gatsby-starter-blog --pairs 3 --port 9300`: the sizes (each
 * once, smallest first), the starter and how many builds of each. Without --synthetic or --starter,
 * undefined: the bench measures the site itself first. A wrong value throws, naming its flag.
 */
export function sizeOptions(argv: readonly string[]): SizeOptions | undefined {
  const sizes = valueOf(argv, "--synthetic")
  const starter = valueOf(argv, "--starter")
  if (sizes === undefined && starter === undefined) return undefined
  const counts = sizes === undefined ? DEFAULT_SIZES : [...new Set(sizes.split(",").map(size => wholeNumber("--synthetic", size.trim(), 2)))].sort((a, b) => a - b)
  const pairs = valueOf(argv, "--pairs")
  const port = valueOf(argv, "--port")
  return {
    counts,
    starter,
    pairs: pairs === undefined ? 1 : wholeNumber("--pairs", pairs, 1),
    port: port === undefined ? DEFAULT_PORT : wholeNumber("--port", port, 1024),
  }
}
