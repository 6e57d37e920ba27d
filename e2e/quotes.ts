import fs from "node:fs"
import path from "node:path"

/** The quotes file as an editor wrote it, read independently of the site's own code. */
export interface QuoteFile {
  content: string
  author: string
  reference: string
  translation: string
}

export const quoteFile: QuoteFile[] = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", "data", "quotes.json"), "utf8"))
export const quotesBy = (author: string) => quoteFile.filter(quote => quote.author === author)
