/**
 * Where a tab keeps the key that opens the owner's drafts, so that a reload or the next page opens
 * them without the password.
 *
 * The key is a CryptoKey that cannot be exported (draft-seal.ts): a script on the page could use it
 * while it is kept, but could not read its bytes and send them away. Session storage holds only
 * strings, which would have to be those bytes, so the key lives in IndexedDB, which stores a
 * CryptoKey as it is, still not extractable. IndexedDB is shared by the origin's tabs and outlives
 * them, while an unlock should last one tab's session: each record is filed under a random id the
 * tab keeps in its session storage (an id, not a secret). A closed tab's record cannot be told
 * from an open one's, since no event reliably marks a tab's closing, so every record expires
 * KEPT_FOR_MS after its unlock, and expired records are deleted whenever a tab reads or keeps its own.
 *
 * None of this may break a page: when the browser refuses IndexedDB (blocked, some private modes),
 * session storage or Web Crypto, no key is kept and the owner types the password again. So no
 * function here throws.
 */
import { readString, removeString, writeString } from "./storage"

export const KEY_DATABASE = "owner-area"
export const KEY_STORE = "keys"
const TAB_ID = "ownerAreaTab"
/** Where tabs unlocked by earlier versions kept the key's bytes: removed at first sight. */
const KEY_BYTES_OF_OLD = "ownerAreaKey"
/** A working day: the owner seldom retypes the password, and a forgotten tab's key does not last. */
export const KEPT_FOR_MS = 12 * 60 * 60 * 1000

interface KeptKey {
  key: CryptoKey
  /** when the tab unlocked, in milliseconds since the epoch */
  savedAt: number
}

/**
 * A record's key while it is in its time, or undefined for a record expired, dated ahead of the
 * clock (which would never expire), or not made here at all.
 */
export function liveKey(record: unknown, now: number): CryptoKey | undefined {
  if (typeof record !== "object" || record === null) return undefined
  const { key, savedAt } = record as Partial<KeptKey>
  const inTime = typeof savedAt === "number" && savedAt <= now && now - savedAt < KEPT_FOR_MS
  // CryptoKey exists only on secure (https or local) pages.
  return inTime && typeof CryptoKey === "function" && key instanceof CryptoKey ? key : undefined
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    // Throws, and so rejects, where the browser has no IndexedDB or refuses it.
    const opening = indexedDB.open(KEY_DATABASE, 1)
    opening.onupgradeneeded = () => opening.result.createObjectStore(KEY_STORE)
    opening.onsuccess = () => resolve(opening.result)
    opening.onerror = () => reject(opening.error ?? new Error(`${KEY_DATABASE} did not open`))
  })
}

/** Runs `work` in one read-write transaction over the kept keys; settles once it has committed or failed. */
async function inStore(work: (store: IDBObjectStore) => void): Promise<void> {
  const database = await openDatabase()
  try {
    await new Promise<void>((resolve, reject) => {
      const transaction = database.transaction(KEY_STORE, "readwrite")
      transaction.oncomplete = () => resolve()
      transaction.onabort = () => reject(transaction.error ?? new Error(`${KEY_STORE} aborted`))
      work(transaction.objectStore(KEY_STORE))
    })
  } finally {
    // A connection left open would hold up any later version of the database.
    database.close()
  }
}

/** Walks every record, deleting those not live, then hands on this tab's key if it is live. */
function sweep(store: IDBObjectStore, tab: string, now: number, then: (own: CryptoKey | undefined) => void): void {
  let own: CryptoKey | undefined
  const walk = store.openCursor()
  walk.onsuccess = () => {
    const cursor = walk.result
    if (!cursor) return then(own)
    const key = liveKey(cursor.value, now)
    if (!key) cursor.delete()
    else if (cursor.key === tab) own = key
    cursor.continue()
  }
}

/**
 * Whether this tab has kept a key at some point, read from session storage alone: a page that shows
 * drafts only to the owner learns that it need not look, without opening the database.
 */
export const keptKeyOnce = (): boolean => readString(TAB_ID, "session") !== null

/** This tab's key, or undefined when it keeps none in its time or the browser keeps nothing. */
export async function keptKey(): Promise<CryptoKey | undefined> {
  removeString(KEY_BYTES_OF_OLD, "session")
  const tab = readString(TAB_ID, "session")
  // A tab that never unlocked has nothing to find, and need not create the database to learn so.
  if (!tab) return undefined
  let found: CryptoKey | undefined
  try {
    await inStore(store =>
      sweep(store, tab, Date.now(), own => {
        found = own
      }),
    )
  } catch {
    return undefined
  }
  return found
}

/** Keeps a key for this tab, replacing any it kept; when the browser refuses, keeps nothing. */
export async function keepKey(key: CryptoKey): Promise<void> {
  try {
    if (!readString(TAB_ID, "session")) writeString(TAB_ID, crypto.randomUUID(), "session")
    // Read back: where session storage is refused, a record would be filed under an id no page finds again.
    const tab = readString(TAB_ID, "session")
    if (!tab) return
    const now = Date.now()
    await inStore(store => sweep(store, tab, now, () => store.put({ key, savedAt: now } satisfies KeptKey, tab)))
  } catch {
    // Not kept: the next page asks for the password.
  }
}

/** Drops this tab's key. */
export async function forgetKey(): Promise<void> {
  const tab = readString(TAB_ID, "session")
  if (!tab) return
  try {
    await inStore(store => store.delete(tab))
  } catch {
    // Refused: the key stays until it expires, opening nothing this build sealed.
  }
}
