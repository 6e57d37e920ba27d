/**
 * The drafts at their /article addresses, for the owner only. Those addresses have no page: a
 * visitor gets the not-found page, exactly as for an address that never existed. In a tab holding
 * the owner's key, the not-found page opens the one sealed file of every draft address
 * (gatsby/pages/owner.ts) and shows the draft the address names.
 */
import type { SealedDraft } from "../lib/draft-seal"
import type { DraftAddress, DraftAddresses } from "../lib/draft-shapes"
import { keptKeyOnce } from "./owner-key-store"
import { openWithSessionKey } from "./owner-unlock"
import { sealedDraftAddressesPath } from "../lib/paths"

const isSealedDraft = (value: unknown): value is SealedDraft =>
  typeof value === "object" && value !== null && ["salt", "iv", "data"].every(part => typeof (value as Record<string, unknown>)[part] === "string")

/**
 * What the drafts hold at an address as the browser shows it (with or without a closing slash,
 * percent-encoded or not); undefined for any other, including names every object has ("constructor").
 */
export function draftAt(addresses: DraftAddresses, pathname: string): DraftAddress | undefined {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
  try {
    path = decodeURI(path)
  } catch {
    return undefined
  }
  return Object.hasOwn(addresses, path) ? addresses[path] : undefined
}

/**
 * The draft at an address when this tab holds the owner's key, else undefined. A visitor's tab
 * asks for nothing. A missing or malformed file, a network failure or a key that does not open it
 * all mean "no draft here".
 */
export async function draftAtAddress(pathname: string): Promise<DraftAddress | undefined> {
  if (!keptKeyOnce()) return undefined
  try {
    const response = await fetch(sealedDraftAddressesPath, { cache: "no-cache" })
    if (!response.ok) return undefined
    const sealed: unknown = await response.json()
    if (!isSealedDraft(sealed)) return undefined
    const addresses = await openWithSessionKey<DraftAddresses>(sealed)
    return addresses && draftAt(addresses, pathname)
  } catch {
    return undefined
  }
}
