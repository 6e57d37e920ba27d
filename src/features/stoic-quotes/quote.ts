/** One passage of a Stoic author in a public-domain English translation. */
export interface Quote {
  content: string
  author: string
  /** the work and its section, e.g. "Meditations 4.3" */
  reference: string
  /** who translated it, and when */
  translation: string
}

/** The four Stoics of the collection, in the order their filter chips appear. */
export const STOIC_AUTHORS = ["Marcus Aurelius", "Seneca", "Epictetus", "Musonius Rufus"] as const
