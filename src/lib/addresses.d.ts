// Types of addresses.js (plain JavaScript so the Markdown plugin can load it as it is).

/** The scheme of an address as a browser reads it, lower-case, or null for a relative address. */
export function schemeOf(address: string): string | null
/** An absolute http or https address that a browser can parse, host included. */
export function isWebAddress(address: string): boolean
/** A path on this site ("/media/a.mp3"), not one a browser reads as another host ("//x", "/\x"). */
export function isSitePath(address: string): boolean
