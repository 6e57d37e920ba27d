/** Where the site's Supabase project answers, and the anonymous key it is asked with. */
export interface Backend {
  url: string
  anonKey: string
}

/** The backend the build was configured with, or null when it was built without one. */
export function configuredBackend(): Backend | null {
  // Gatsby inlines these two at build time; they must stay written out in full.
  const url = process.env.GATSBY_SUPABASE_URL
  const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY
  return url && anonKey ? { url, anonKey } : null
}
