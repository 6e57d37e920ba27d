/**
 * The zones page's rules: which sites a visitor's filters keep, the register's statistics,
 * the state selector's options, the result line, and the filters as a shareable URL query.
 */

/** A zone as the page receives it from the build (see register.ts for how it is derived). */
export interface Zone {
  zoneId: string
  state: string
  name: string
  visited: boolean
  status: string
  statusDetail: string
}

export interface ZoneFilters {
  search: string
  /** null means every state */
  state: string | null
  visitedOnly: boolean
}

export const NO_FILTERS: ZoneFilters = { search: "", state: null, visitedOnly: false }

/** The picture a card can have: one the build processed, or the address of one on another site. */
export interface ZonePictureSource {
  imageUrl: string
  photo: { childImageSharp: { gatsbyImageData: unknown } | null } | null
}

/**
 * Whether a card shows a picture from another site. Only such a card has work in the browser: the
 * placeholder replaces the picture if it fails to load.
 */
export const hasRemotePicture = (zone: ZonePictureSource): boolean => !zone.photo?.childImageSharp?.gatsbyImageData && zone.imageUrl !== ""

/** Lower case without accents, so "mexico" finds "México" and "CHICHEN" finds "Chichén Itzá". */
export const fold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("es")
    .replace(/\s+/g, " ")
    .trim()

/** The search as it takes effect: surrounding spaces mean nothing. */
export const searchText = (filters: ZoneFilters): string => filters.search.trim()

/** Search is a substring match on name, state or location detail; the state is an exact match; visited-only drops the rest. */
export function filterZones<Z extends Zone>(zones: readonly Z[], filters: ZoneFilters): Z[] {
  const needle = fold(filters.search)
  return zones.filter(
    zone =>
      (!filters.visitedOnly || zone.visited) &&
      (filters.state === null || zone.state === filters.state) &&
      (!needle || [zone.name, zone.state, zone.statusDetail].some(text => fold(text).includes(needle))),
  )
}

export interface RegisterStats {
  total: number
  visited: number
  /** whole-number share of visited sites */
  percent: number
  statesExplored: number
  remaining: number
}

export function registerStats(zones: readonly Zone[]): RegisterStats {
  const visited = zones.filter(zone => zone.visited)
  return {
    total: zones.length,
    visited: visited.length,
    percent: zones.length ? Math.round((visited.length / zones.length) * 100) : 0,
    statesExplored: new Set(visited.map(zone => zone.state)).size,
    remaining: zones.length - visited.length,
  }
}

const plural = (count: number, singular: string, pluralForm: string): string => `${count} ${count === 1 ? singular : pluralForm}`

export interface StateOption {
  state: string
  label: string
}

/** Every state of the register, in the order given (the build's alphabetical one), each with its sites and visited sites. */
export function stateOptions(states: readonly string[], zones: readonly Zone[]): StateOption[] {
  return states.map(state => {
      const own = zones.filter(zone => zone.state === state)
      const visited = own.filter(zone => zone.visited).length
      return { state, label: `${state} (${plural(own.length, "sitio", "sitios")}, ${plural(visited, "visitado", "visitados")})` }
    })
}

export const allStatesLabel = (total: number): string => `Todos los estados (${total})`

/** "Mostrando 3 sitios para "tula" en Hidalgo". */
export function resultLine(count: number, filters: ZoneFilters): string {
  const search = searchText(filters)
  return [
    `Mostrando ${plural(count, "sitio", "sitios")}`,
    search && `para "${search}"`,
    filters.state !== null && `en ${filters.state}`,
  ]
    .filter(Boolean)
    .join(" ")
}

export const QUERY_KEYS = { search: "buscar", state: "estado", visitedOnly: "visitados" } as const

/** The filters a URL query asks for; a state the register does not know is ignored rather than showing nothing. */
export function filtersFromQuery(query: string, states: readonly string[]): ZoneFilters {
  const params = new URLSearchParams(query)
  const state = params.get(QUERY_KEYS.state)
  return {
    search: params.get(QUERY_KEYS.search) ?? "",
    state: state !== null && states.includes(state) ? state : null,
    visitedOnly: params.get(QUERY_KEYS.visitedOnly) === "1",
  }
}

/** The URL query of the filters, "" when nothing is filtered, so the plain address stays plain. */
export function queryFromFilters(filters: ZoneFilters): string {
  const params = new URLSearchParams()
  if (filters.search) params.set(QUERY_KEYS.search, filters.search)
  if (filters.state !== null) params.set(QUERY_KEYS.state, filters.state)
  if (filters.visitedOnly) params.set(QUERY_KEYS.visitedOnly, "1")
  const query = params.toString()
  return query ? `?${query}` : ""
}
