/**
 * Drafts sealed with the owner's password: the build seals each draft, the browser opens it.
 * Both sides use Web Crypto (Node's at build time, the browser's on the page), so one module
 * serves both. The owner key is PBKDF2-SHA-256 of the password and the build's salt; what a tab
 * keeps after an unlock is the opening key derived from it, never the password, and never bytes:
 * every key here is a CryptoKey that will not be exported, so a script can use it but not send it away.
 */

export const PBKDF2_ITERATIONS = 600_000

/** A sealed value as it ships: every part base64. */
export interface SealedDraft {
  /** the build's PBKDF2 salt, which the browser needs to derive the key from a password */
  salt: string
  /** AES-GCM nonce */
  iv: string
  /** AES-GCM ciphertext with its tag */
  data: string
}

const SALT_BYTES = 16
const IV_BYTES = 12
const encoder = new TextEncoder()

export function toBase64(bytes: Uint8Array): string {
  // In chunks: spreading a large picture's bytes into one call would overflow the stack.
  let binary = ""
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  return btoa(binary)
}

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), char => char.charCodeAt(0))

export const newSalt = (): string => toBase64(crypto.getRandomValues(new Uint8Array(SALT_BYTES)))

/** The owner key for a password and a build's salt: slow on purpose. */
export async function deriveOwnerKey(password: string, salt: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"])
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: fromBase64(salt), iterations: PBKDF2_ITERATIONS }, material, 256)
  // Web Crypto cannot derive an HKDF key from PBKDF2 directly, so the bits pass through here once,
  // on their way into a key that will not give them back.
  return crypto.subtle.importKey("raw", bits, "HKDF", false, ["deriveKey"])
}

// Two independent keys from the owner key: one encrypts, the other (build side only) picks nonces.
function subkey<T extends AesKeyGenParams | HmacImportParams>(ownerKey: CryptoKey, purpose: string, algorithm: T, usages: KeyUsage[]) {
  const hkdf = { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode(purpose) }
  return crypto.subtle.deriveKey(hkdf, ownerKey, algorithm, false, usages)
}

const textKey = (ownerKey: CryptoKey, usage: KeyUsage) => subkey(ownerKey, "draft text", { name: "AES-GCM", length: 256 }, [usage])

/**
 * The key that opens the drafts sealed with an owner key, and can do nothing else: it decrypts
 * only, and cannot seal a draft or be turned back into the owner key. It is what a tab keeps.
 */
export const openingKey = (ownerKey: CryptoKey): Promise<CryptoKey> => textKey(ownerKey, "decrypt")

/** The smallest sealed text, in bytes: anything shorter is padded up to it. */
export const SMALLEST_BUCKET = 4096

/** The bytes a sealed text of this many bytes takes: the next power of two, so that its size tells only its bucket. */
export const bucketOf = (bytes: number): number => Math.max(SMALLEST_BUCKET, 2 ** Math.ceil(Math.log2(Math.max(bytes, 1))))

/**
 * The value's JSON padded with spaces to its bucket. Ciphertext is as long as its plaintext, so
 * unpadded it would tell how many drafts there are and how long each is; JSON allows trailing
 * white space, so the opening side reads the padded text as it is.
 */
function paddedJson(value: unknown): Uint8Array<ArrayBuffer> {
  const json = encoder.encode(JSON.stringify(value))
  const padded = new Uint8Array(bucketOf(json.length)).fill(0x20)
  padded.set(json)
  return padded
}

/**
 * Seals a value, padded to its size bucket. The nonce is an HMAC of the plaintext (a synthetic
 * nonce), so an unchanged draft gives an unchanged file from build to build while two different
 * texts never share a nonce.
 */
export async function sealDraft(ownerKey: CryptoKey, salt: string, value: unknown): Promise<SealedDraft> {
  const plaintext = paddedJson(value)
  const nonceKey = await subkey(ownerKey, "draft nonce", { name: "HMAC", hash: "SHA-256" }, ["sign"])
  const iv = new Uint8Array(await crypto.subtle.sign("HMAC", nonceKey, plaintext)).slice(0, IV_BYTES)
  const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await textKey(ownerKey, "encrypt"), plaintext)
  return { salt, iv: toBase64(iv), data: toBase64(new Uint8Array(data)) }
}

/**
 * The sealed value, or undefined when this opening key does not open it: a wrong password, a key
 * from another build, or anything put in storage by hand all look the same, a failed decryption.
 */
export async function openDraft<T>(key: CryptoKey, sealed: SealedDraft): Promise<T | undefined> {
  try {
    const plaintext = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(sealed.iv) }, key, fromBase64(sealed.data))
    return JSON.parse(new TextDecoder().decode(plaintext)) as T
  } catch {
    return undefined
  }
}
