import { createHash } from "node:crypto"

/** Origins a page may reach beyond its own, by the feature that needs them. */
export interface PolicyOrigins {
  /** Google Analytics, when a measurement id is configured */
  analytics: boolean
  /** the Supabase project URL, when configured */
  supabaseUrl?: string
}

const ANALYTICS_SCRIPTS = ["https://www.googletagmanager.com"]
const ANALYTICS_CONNECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"]
// The tag header's photos and placeholders (src/lib/tag-image.ts); picsum answers through a redirect to fastly.
const IMAGE_ORIGINS = ["https://images.pexels.com", "https://picsum.photos", "https://fastly.picsum.photos"]

const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"])

/** The text of every inline script a browser would execute; data blocks such as JSON-LD are not scripts to CSP. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes))
    .filter(([, attributes]) => EXECUTABLE_TYPES.has((/\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "").toLowerCase()))
    .map(([, , body]) => body)
}

export const scriptHash = (code: string): string => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`

/** The Content-Security-Policy of one page: exactly what it loads, inline scripts by hash. */
export function contentSecurityPolicy(html: string, origins: PolicyOrigins): string {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))]
  const supabase = origins.supabaseUrl ? [new URL(origins.supabaseUrl).origin] : []
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes, ...(origins.analytics ? ANALYTICS_SCRIPTS : [])]],
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

/** Headers every response carries. */
export const COMMON_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
}

export interface PageHeaders {
  /** the URL path as a browser requests it (encoded) */
  path: string
  csp: string
}

/**
 * The common headers as gatsby-config's `headers` option takes them, for adapters to publish.
 * Lower-case names, as Gatsby's own defaults use: a header of the same name replaces the default.
 */
export const commonHeaderRoutes = () => [
  { source: "/*", headers: Object.entries(COMMON_HEADERS).map(([key, value]) => ({ key: key.toLowerCase(), value })) },
]

/**
 * Netlify's `_headers` file: each page's policy, preceded by the common headers for every path
 * unless an adapter publishes those itself (it adds its own defaults for every route, and the two
 * sets of values would be joined rather than replaced).
 */
export function headersFile(pages: readonly PageHeaders[], { withCommon }: { withCommon: boolean }): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n")
  const policies = pages.map(page => block(page.path, { "Content-Security-Policy": page.csp }))
  return [...(withCommon ? [block("/*", COMMON_HEADERS)] : []), ...policies].join("\n\n") + "\n"
}

/** Reads a `_headers` file back: the headers that apply to one request path, later rules winning. */
export function headersFor(file: string, requestPath: string): Record<string, string> {
  const result: Record<string, string> = {}
  let applies = false
  for (const line of file.split("\n")) {
    if (!line.trim()) continue
    if (!/^\s/.test(line)) {
      const pattern = line.trim()
      applies = pattern.endsWith("/*") ? requestPath.startsWith(pattern.slice(0, -1)) || requestPath === pattern.slice(0, -2) : pattern === requestPath
      continue
    }
    if (!applies) continue
    const separator = line.indexOf(":")
    result[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
  }
  return result
}
