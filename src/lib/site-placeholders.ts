import { site } from "../config/site"

/** The names a data file may leave to the site configuration, written as `{name}`. */
export const SITE_PLACEHOLDERS: Readonly<Record<string, string>> = {
  product: site.product,
  productSlug: site.productSlug,
}

/** The text with every `{name}` filled from the site configuration; throws naming an unknown one. */
export function fillSitePlaceholders(text: string): string {
  return text.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
    const value = SITE_PLACEHOLDERS[name]
    if (value === undefined) {
      throw new Error(`unknown placeholder ${whole}; known: ${Object.keys(SITE_PLACEHOLDERS).map(k => `{${k}}`).join(", ")}`)
    }
    return value
  })
}
