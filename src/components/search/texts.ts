import type { Lang } from "../../lib/language"

/** Everything search says, in the language of the page it was opened on. */
export const SEARCH_TEXT = {
  en: {
    title: "Search",
    label: "Search articles, projects and experiments",
    submit: "Search",
    scope: "Look in",
    thisLanguage: "English",
    allLanguages: "All languages",
    empty: "Type a word to find the articles, projects and experiments that use it.",
    searching: "Searching…",
    failed: "Search could not be loaded. Please try again later.",
    noResults: (query: string) => `No results for “${query}”.`,
    results: (count: number) => (count === 1 ? "1 result." : `${count} results.`),
    more: (count: number) => (count === 1 ? "1 more in another language." : `${count} more in other languages.`),
  },
  es: {
    title: "Buscar",
    label: "Busca en artículos, proyectos y experimentos",
    submit: "Buscar",
    scope: "Buscar en",
    thisLanguage: "Español",
    allLanguages: "Todos los idiomas",
    empty: "Escribe una palabra para encontrar los artículos, proyectos y experimentos que la usan.",
    searching: "Buscando…",
    failed: "No se pudo cargar la búsqueda. Inténtalo de nuevo más tarde.",
    noResults: (query: string) => `No hay resultados para «${query}».`,
    results: (count: number) => (count === 1 ? "1 resultado." : `${count} resultados.`),
    more: (count: number) => (count === 1 ? "1 más en otro idioma." : `${count} más en otros idiomas.`),
  },
} as const satisfies Record<Lang, unknown>

export type SearchText = (typeof SEARCH_TEXT)[Lang]
