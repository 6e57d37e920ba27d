import { site } from "../config/site"

/**
 * cyrb53: a small, well-spread 53-bit string hash. The spec asks for a simple client-side hash,
 * so the browser can check a link without a server; it is not cryptographic.
 */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

/** The token of an address's newsletter links: a hash of the lower-case email plus the fixed secret. */
export function newsletterToken(email: string, secret: string = site.newsletterTokenSecret): string {
  return cyrb53(`${normalizeEmail(email)}:${secret}`).toString(36)
}

/** A link is valid only when its token is the one derived from its email. */
export function isValidNewsletterToken(email: string, token: string, secret: string = site.newsletterTokenSecret): boolean {
  return email.trim() !== "" && token.trim() === newsletterToken(email, secret)
}
