/**
 * The owner area's client-side gate. The build embeds only the SHA-256 digest of the password
 * (gatsby/owner-password.ts); the browser hashes what the owner types and compares digests.
 */
export const OWNER_SESSION_KEY = "ownerAreaUnlocked"

/** Lower-case hex SHA-256 of a text, with Web Crypto (the browser's, or Node's at build time). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), byte => byte.toString(16).padStart(2, "0")).join("")
}

export async function isOwnerPassword(input: string, expectedDigest: string): Promise<boolean> {
  return input !== "" && (await sha256Hex(input)) === expectedDigest
}

/**
 * The session flag holds the digest it was unlocked with, so changing the password locks every
 * open session, and a missing, edited or corrupted flag simply means locked.
 */
export const isUnlockedBy = (sessionFlag: string | null, expectedDigest: string): boolean => sessionFlag === expectedDigest
