type Area = "local" | "session"

// Storage can be missing (server rendering), blocked (privacy settings) or full: none of it may break a page.
function area(kind: Area): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : kind === "local" ? window.localStorage : window.sessionStorage
  } catch {
    return undefined
  }
}

export function readString(key: string, kind: Area = "local"): string | null {
  try {
    return area(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeString(key: string, value: string, kind: Area = "local"): void {
  try {
    area(kind)?.setItem(key, value)
  } catch {
    // A full or blocked storage only loses the remembered value.
  }
}

export function removeString(key: string, kind: Area = "local"): void {
  try {
    area(kind)?.removeItem(key)
  } catch {
    // A blocked storage holds nothing to remove.
  }
}

/** The stored JSON value, or undefined when it is absent or corrupted. */
export function readJson(key: string, kind: Area = "local"): unknown {
  const raw = readString(key, kind)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

export function writeJson(key: string, value: unknown, kind: Area = "local"): void {
  writeString(key, JSON.stringify(value), kind)
}
