import type { Lang } from "../../lib/language"

/** What the blog's page navigation says, in the language of the posts the page lists. */
export const BLOG_PAGES_TEXT = {
  en: {
    label: "Pages",
    newer: "← Newer posts",
    older: "Older posts →",
    page: (number: number) => `Page ${number}`,
    pageOf: (number: number, count: number) => `Page ${number} of ${count}`,
  },
  es: {
    label: "Páginas",
    newer: "← Entradas más recientes",
    older: "Entradas anteriores →",
    page: (number: number) => `Página ${number}`,
    pageOf: (number: number, count: number) => `Página ${number} de ${count}`,
  },
} as const satisfies Record<Lang, unknown>
