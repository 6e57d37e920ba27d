/** One passage of a Stoic author in a public-domain English translation (src/content-model/quote.ts declares it). */
export type Quote = Queries.StoicQuoteFragment

export { STOIC_AUTHORS } from "../../content-model/quote"
