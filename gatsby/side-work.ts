import type { Reporter } from "gatsby"

// Some of the build's own output is read by nothing Gatsby does after it: the CMS's previews and the
// social images are only files in public/. Made where their inputs are ready (bootstrap, createPages),
// they would hold up every later step; started there and finished in onPostBuild, they run beside
// Gatsby's steps (esbuild in its own process, the social images in one at the lowest priority).

const pending: Array<Promise<void>> = []

/**
 * Starts `work` beside Gatsby's next steps. A failure stops the build naming `what` (in `gatsby
 * develop`, where no build ends, it is reported as an error).
 */
export function startSideWork(what: string, reporter: Pick<Reporter, "panicOnBuild">, work: () => Promise<void>): void {
  pending.push(
    Promise.resolve()
      .then(work)
      .catch((error: unknown) => void reporter.panicOnBuild(`${what}: ${error instanceof Error ? error.message : String(error)}`)),
  )
}

/** Resolves once every piece of work started so far has ended; a later build starts from none. */
export async function sideWorkDone(): Promise<void> {
  while (pending.length > 0) await Promise.all(pending.splice(0))
}
