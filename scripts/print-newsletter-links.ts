// npm run newsletter:links -- EMAIL [NAME] [--base URL]
// Prints the unsubscribe and confirmation links for one address, for the owner's mailings.
// It uses the site's own token module, so the links are exactly the ones the pages accept.
import { confirmationLink, looksLikeEmail, unsubscribeLink } from "../src/lib/newsletter-links"
import { site } from "../src/config/site"

const USAGE = "Usage: npm run newsletter:links -- EMAIL [NAME] [--base URL]"

function main(args: string[]): number {
  const baseAt = args.indexOf("--base")
  const base = baseAt >= 0 ? args[baseAt + 1] : site.url
  const [email, ...nameWords] = baseAt >= 0 ? [...args.slice(0, baseAt), ...args.slice(baseAt + 2)] : args
  if (!email || !looksLikeEmail(email)) {
    console.error(email ? `"${email}" is not an email address.` : "Give the subscriber's email address.")
    console.error(USAGE)
    return 1
  }
  if (!base || !URL.canParse(base)) {
    console.error(`"${base ?? ""}" is not a URL such as ${site.url}.`)
    console.error(USAGE)
    return 1
  }
  const name = nameWords.join(" ")
  console.log(`Unsubscribe:  ${unsubscribeLink(email, base)}`)
  console.log(`Confirmation: ${confirmationLink(email, name, base)}`)
  return 0
}

process.exitCode = main(process.argv.slice(2))
