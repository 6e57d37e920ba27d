/**
 * The owner area's unlock. Nothing on the site can check a password: the drafts are sealed
 * (draft-seal.ts), and the right password is the one whose key opens them. The tab keeps that
 * key for its session, so every sealed page of the same build opens without asking again.
 */
import { deriveOwnerKey, openDraft, type SealedDraft } from "./draft-seal"
import { readString, writeString } from "./storage"

export const OWNER_SESSION_KEY = "ownerAreaKey"

/** The sealed value opened with the key this tab kept, or undefined when it has none that fits. */
export async function openWithSessionKey<T>(sealed: SealedDraft): Promise<T | undefined> {
  const key = readString(OWNER_SESSION_KEY, "session")
  return key ? openDraft<T>(key, sealed) : undefined
}

/** The sealed value opened with a password; the key is kept for the tab's session only when it opens. */
export async function unlockWithPassword<T>(password: string, sealed: SealedDraft): Promise<T | undefined> {
  if (!password) return undefined
  const key = await deriveOwnerKey(password, sealed.salt)
  const opened = await openDraft<T>(key, sealed)
  if (opened !== undefined) writeString(OWNER_SESSION_KEY, key, "session")
  return opened
}
