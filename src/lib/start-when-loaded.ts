/**
 * Loads a part's code, then starts the part, unless it was stopped while loading: for the parts of a
 * page whose code comes on first use. Returns what stops it, started or not.
 */
export function startWhenLoaded<Code>(load: () => Promise<Code>, start: (code: Code) => () => void): () => void {
  let stopPart: (() => void) | undefined
  let stopped = false
  void load().then(code => {
    if (!stopped) stopPart = start(code)
  })
  return () => {
    stopped = true
    stopPart?.()
  }
}
