/** One passage of a Stoic author in a public-domain English translation (src/content-model/quote.ts declares it). */
export type Quote = Queries.StoicQuoteFragment

/** The four Stoics of the collection, in the order their filter chips appear. */
export const STOIC_AUTHORS = ["Marcus Aurelius", "Seneca", "Epictetus", "Musonius Rufus"] as const
