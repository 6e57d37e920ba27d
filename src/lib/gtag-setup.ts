/**
 * How the Google tag is set up at build time: read by gatsby-config (whether to load the plugin)
 * and gatsby-ssr (the consent defaults that must precede it).
 */

/** The spec's initial consent: everything but ad storage granted. */
export const INITIAL_CONSENT = {
  analytics_storage: "granted",
  functionality_storage: "granted",
  personalization_storage: "granted",
  security_storage: "granted",
  ad_storage: "denied",
} as const

const MEASUREMENT_ID = /^[A-Z]{1,3}-[A-Z0-9]+$/

/**
 * The measurement id from GATSBY_GA_MEASUREMENT_ID; null when unset, and then no tag is loaded at all.
 * The variable is named in full: Gatsby's bundles replace `process.env.GATSBY_…` one name at a time.
 */
export function measurementId(value: string | undefined = process.env.GATSBY_GA_MEASUREMENT_ID): string | null {
  const id = value?.trim()
  if (!id) return null
  // The id is written into an inline script, so anything but an id's characters is refused.
  if (!MEASUREMENT_ID.test(id)) throw new Error(`GATSBY_GA_MEASUREMENT_ID must be a measurement id such as "G-ABC123XYZ", got ${JSON.stringify(id)}`)
  return id
}

/** gatsby-plugin-google-gtag's entry for gatsby-config, or nothing without an id. */
export function gtagPlugins(id: string | null) {
  if (!id) return []
  return [
    {
      resolve: "gatsby-plugin-google-gtag",
      options: {
        trackingIds: [id],
        gtagConfig: { link_attribution: true },
        // The plugin sends its own page_view on every route change; excluding every path leaves
        // gatsby-browser's onRouteUpdate the only source, with the title and location the spec asks for.
        pluginConfig: { head: false, exclude: ["**"] },
      },
    },
  ]
}

/**
 * Runs in <head>, before the plugin's tag (which goes at the end of <body>) configures anything.
 * A visitor whose browser sends Global Privacy Control or Do Not Track starts with analytics
 * storage denied; the signal is read in the browser because the HTML is the same for everyone.
 */
export const consentScript = (): string =>
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}" +
  `(function(){var consent=${JSON.stringify(INITIAL_CONSENT)};` +
  'if(navigator.globalPrivacyControl===true||navigator.doNotTrack==="1"||window.doNotTrack==="1")consent.analytics_storage="denied";' +
  'gtag("consent","default",consent)})();'
