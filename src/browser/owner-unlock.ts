/**
 * The owner area's unlock. Nothing on the site can check a password: the drafts are sealed
 * (draft-seal.ts), and the right password is the one whose key opens them. The tab keeps that key,
 * in a form no script can read back (owner-key-store.ts), so every sealed page of the same build
 * opens without asking again.
 */
import { deriveOwnerKey, openDraft, openingKey, type SealedDraft } from "../lib/draft-seal"
import { forgetKey, keepKey, keptKey } from "./owner-key-store"

/** The sealed value opened with the key this tab kept, or undefined when it has none that fits. Never throws. */
export async function openWithSessionKey<T>(sealed: SealedDraft): Promise<T | undefined> {
  const key = await keptKey()
  if (!key) return undefined
  const opened = await openDraft<T>(key, sealed)
  // A key that does not open this build's drafts is an old password's (or an old salt's): it will
  // never open them, and a changed password should not leave it able to open older copies.
  if (opened === undefined) await forgetKey()
  return opened
}

/** The sealed value opened with a password; the key is kept for the tab only when it opens. */
export async function unlockWithPassword<T>(password: string, sealed: SealedDraft): Promise<T | undefined> {
  if (!password) return undefined
  const key = await openingKey(await deriveOwnerKey(password, sealed.salt))
  const opened = await openDraft<T>(key, sealed)
  if (opened !== undefined) await keepKey(key)
  return opened
}
