import { createHash } from "node:crypto"
import { SEARCH_ENTRY_ATTRIBUTE } from "./search-entry"

/** Origins a page may reach beyond its own, by the feature that needs them. */
export interface PolicyOrigins {
  /** Google Analytics, when a measurement id is configured */
  analytics: boolean
  /** the Supabase project URL, when configured */
  supabaseUrl?: string
  /** Netlify Identity's widget, on the page its invitation and recovery links land on */
  identity?: boolean
  /** the page can open search, whose index (Pagefind) runs as WebAssembly */
  search?: boolean
}

const ANALYTICS_SCRIPTS = ["https://www.googletagmanager.com"]
const ANALYTICS_CONNECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"]
// The tag header's photos and placeholders (src/lib/tag-image.ts); picsum answers through a redirect to fastly.
const IMAGE_ORIGINS = ["https://images.pexels.com", "https://picsum.photos", "https://fastly.picsum.photos"]

// Netlify Identity's widget script; its API is the site's own /.netlify/identity.
const IDENTITY_SCRIPTS = ["https://identity.netlify.com"]

// Compiling WebAssembly from fetched bytes; it lets no string be evaluated as JavaScript.
const WASM = "'wasm-unsafe-eval'"

/** A page can search when it carries the search button or the search page's form (SEARCH_ENTRY_ATTRIBUTE). */
export const canSearch = (html: string): boolean => html.includes(SEARCH_ENTRY_ATTRIBUTE)

export const scriptHash = (code: string): string => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`

/**
 * The Content-Security-Policy of one page: exactly what it loads, and the inline scripts it runs by
 * their hash, each one the build wrote (gatsby/inline-scripts.ts).
 */
export function contentSecurityPolicy(scripts: readonly string[], origins: PolicyOrigins): string {
  const hashes = [...new Set(scripts.map(scriptHash))]
  const supabase = origins.supabaseUrl ? [new URL(origins.supabaseUrl).origin] : []
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes, ...(origins.search ? [WASM] : []), ...(origins.analytics ? ANALYTICS_SCRIPTS : []), ...(origins.identity ? IDENTITY_SCRIPTS : [])]],
    // Gatsby inlines the site's CSS, and pictures carry their size and loading colour as style attributes.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...IMAGE_ORIGINS, ...(origins.analytics ? ANALYTICS_CONNECT : [])]],
    ["media-src", ["'self'"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(origins.analytics ? ANALYTICS_CONNECT : []), ...supabase]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ")
}

/**
 * The policy of the editors' page (/admin/): Decap CMS's own bundle and the Identity widget that
 * signs editors in. Decap styles itself at run time and previews media as blob: and data: URLs,
 * and reads a picture an editor uploads back from its blob: URL to save it with the entry; Git
 * Gateway and Identity answer on the site's own origin. `http://localhost:8081` is Decap's local
 * proxy (`npm run cms`), which the CMS asks for only when it runs on localhost.
 */
export const CMS_POLICY = [
  "default-src 'self'",
  // Decap validates its configuration with Ajv, which compiles each schema with `new Function`.
  `script-src 'self' 'unsafe-eval' ${IDENTITY_SCRIPTS.join(" ")}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' blob: http://localhost:8081",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ")

/**
 * Chromium's notice that it is removing XSLT (`<xslt-warning-banner>`, Chromium 156), which the
 * browser itself puts at the top of the page a feed's stylesheet makes: the inline styles of its
 * parts and the handler of its close button, exactly as the browser writes them.
 */
export const XSLT_NOTICE = {
  styles: [
    "background-color: #d9534f; color: white; padding: 12px 44px; font-size: 16px; font-weight: bold; text-align: center; font-family: sans-serif; line-height: normal; bottom: auto; width: auto; border: none;",
    "color: white; text-decoration: underline;",
    "display: block; margin-top: 8px; font-size: 14px; font-weight: normal; cursor: pointer;",
    "vertical-align: middle; margin-right: 6px;",
    "position: absolute; top: 6px; right: 8px; background: transparent; border: none; color: inherit; font: inherit; font-size: 20px; line-height: 1; padding: 4px 8px; cursor: pointer;",
  ],
  handlers: ["this.getRootNode().host.remove();"],
}

/**
 * The policy of a feed (RSS or Atom), which a browser shows as a page through the site's XSLT
 * stylesheet (src/lib/feed-stylesheet.ts). Browsers load that stylesheet under `script-src` (it is
 * CSP's "xslt" destination); the page it makes runs no script and takes its styles from the site's
 * stylesheet file. Inline, only Chromium's notice about XSLT may style itself and close, admitted by
 * the hash of each attribute (docs/feeds.md); nothing else loads.
 */
export const FEED_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  `script-src-attr 'unsafe-hashes' ${XSLT_NOTICE.handlers.map(scriptHash).join(" ")}`,
  "style-src 'self'",
  `style-src-attr 'unsafe-hashes' ${XSLT_NOTICE.styles.map(scriptHash).join(" ")}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ")

/**
 * Headers every response carries beyond the ones Gatsby's adapter publishes for every route
 * (X-Content-Type-Options, Referrer-Policy, X-Frame-Options and Cache-Control: immutable for
 * hashed assets, revalidated for HTML and page-data). No name appears in both sets, so a host
 * that joins the values of matching rules and one that lets the later rule win serve the same.
 */
export const COMMON_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
}

export interface PathHeaders {
  /** the URL path as a browser requests it (encoded); `/*` and `/dir/*` match everything below */
  path: string
  csp: string
}

/**
 * Netlify's `_headers` file. The first rule gives every response the common headers and the
 * not-found page's policy (a missing address is answered with that page); the rules after it give
 * each page, and the CMS, their own policy, which the host applies over the first (the later of
 * two matching rules wins for a header both set, as Gatsby's adapter also relies on for
 * Cache-Control).
 */
export function headersFile(notFoundCsp: string, paths: readonly PathHeaders[]): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n")
  const everyPath = block("/*", { ...COMMON_HEADERS, "Content-Security-Policy": notFoundCsp })
  return [everyPath, ...paths.map(entry => block(entry.path, { "Content-Security-Policy": entry.csp }))].join("\n\n") + "\n"
}
