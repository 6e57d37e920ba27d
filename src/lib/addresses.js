// What counts as an address a page may point at: a path of this site or an http(s) address.
//
// Plain CommonJS with types in addresses.d.ts, because the Markdown plugin that checks article
// links (plugins/gatsby-remark-article) is loaded by gatsby-transformer-remark as plain JavaScript,
// and the media player's playlist check (TypeScript, build and browser) applies the same rules.

const PROBE_ORIGIN = "https://site.invalid"

/**
 * The scheme of an address as a browser reads it, lower-case, or null for a relative address.
 * Browsers skip ASCII whitespace and control characters, so "java\tscript:" is javascript:.
 */
function schemeOf(address) {
  // eslint-disable-next-line no-control-regex
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(address.replace(/[\u0000-\u0020\u007f]/g, ""))
  return match ? match[1].toLowerCase() : null
}

/** An absolute http or https address that a browser can parse, host included. */
function isWebAddress(address) {
  if (!/^https?:\/\//i.test(address)) return false
  try {
    return new URL(address).hostname !== ""
  } catch {
    return false
  }
}

/** A path on this site ("/media/a.mp3"), not one a browser reads as another host ("//x", "/\x"). */
function isSitePath(address) {
  if (!address.startsWith("/")) return false
  try {
    return new URL(address, PROBE_ORIGIN).origin === PROBE_ORIGIN
  } catch {
    return false
  }
}

module.exports = { schemeOf, isWebAddress, isSitePath }
