import { allStatesLabel, filtersFromQuery, filterZones, fold, hasRemotePicture, NO_FILTERS, queryFromFilters, registerStats, resultLine, stateOptions, type Zone } from "./zone-rules"

const zone = (state: string, name: string, visited = false, statusDetail = ""): Zone => ({
  zoneId: `${state}--${name}`,
  state,
  name,
  visited,
  status: "abierto",
  statusDetail,
})

const zones = [
  zone("Ciudad De México", "Templo Mayor", true, "Centro Histórico, Cuauhtémoc"),
  zone("Ciudad De México", "Cuicuilco", true, "Tlalpan"),
  zone("México", "Teotihuacan", true, "San Juan Teotihuacán"),
  zone("México", "Tocuila", false, "Texcoco"),
  zone("Yucatán", "Chichén Itzá", true, "Tinum"),
  zone("Yucatán", "Uxmal", false, "Santa Elena"),
  zone("Nuevo Leon", "Boca de Potrerillos", false, ""),
]
const names = (list: Zone[]) => list.map(z => z.name)

describe("fold", () => {
  it("drops case, accents and extra spaces", () => {
    expect(fold("  Chichén   ITZÁ ")).toBe("chichen itza")
    expect(fold("Michoacán")).toBe("michoacan")
  })
})

describe("filterZones", () => {
  it("keeps everything without filters", () => {
    expect(filterZones(zones, NO_FILTERS)).toEqual(zones)
  })

  it("searches the name, the state and the location detail, ignoring case and accents", () => {
    expect(names(filterZones(zones, { ...NO_FILTERS, search: "TEMPLO" }))).toEqual(["Templo Mayor"])
    expect(names(filterZones(zones, { ...NO_FILTERS, search: "yucatan" }))).toEqual(["Chichén Itzá", "Uxmal"])
    expect(names(filterZones(zones, { ...NO_FILTERS, search: "texcoco" }))).toEqual(["Tocuila"])
    expect(names(filterZones(zones, { ...NO_FILTERS, search: "teotihuacán" }))).toEqual(["Teotihuacan"])
    expect(names(filterZones(zones, { ...NO_FILTERS, search: "itza" }))).toEqual(["Chichén Itzá"])
  })

  it("matches substrings, so 'méxico' finds both Mexican states", () => {
    expect(names(filterZones(zones, { ...NO_FILTERS, search: "méxico" }))).toEqual(["Templo Mayor", "Cuicuilco", "Teotihuacan", "Tocuila"])
  })

  it("treats a search of spaces as no search", () => {
    expect(filterZones(zones, { ...NO_FILTERS, search: "   " })).toHaveLength(zones.length)
  })

  it("matches the state exactly", () => {
    expect(names(filterZones(zones, { ...NO_FILTERS, state: "México" }))).toEqual(["Teotihuacan", "Tocuila"])
    expect(filterZones(zones, { ...NO_FILTERS, state: "Mexico" })).toEqual([])
  })

  it("drops unvisited sites when only visited ones are wanted", () => {
    expect(names(filterZones(zones, { ...NO_FILTERS, visitedOnly: true }))).toEqual([
      "Templo Mayor",
      "Cuicuilco",
      "Teotihuacan",
      "Chichén Itzá",
    ])
  })

  it("combines all three filters", () => {
    expect(names(filterZones(zones, { search: "c", state: "Yucatán", visitedOnly: true }))).toEqual(["Chichén Itzá"])
    expect(filterZones(zones, { search: "uxmal", state: "Yucatán", visitedOnly: true })).toEqual([])
  })
})

describe("registerStats", () => {
  it("counts visited over total, the rounded percentage, the states explored and what remains", () => {
    expect(registerStats(zones)).toEqual({ total: 7, visited: 4, percent: 57, statesExplored: 3, remaining: 3 })
  })

  it("rounds to a whole number and survives an empty register", () => {
    expect(registerStats([zone("A", "a", true), zone("A", "b"), zone("A", "c")]).percent).toBe(33)
    expect(registerStats([zone("A", "a", true), zone("A", "b"), zone("A", "c"), zone("B", "d"), zone("B", "e"), zone("B", "f"), zone("B", "g"), zone("B", "h")]).percent).toBe(13)
    expect(registerStats([])).toEqual({ total: 0, visited: 0, percent: 0, statesExplored: 0, remaining: 0 })
  })
})

describe("stateOptions", () => {
  // The build places the states (plugins/gatsby-source-site-data/zones.ts); the browser never sorts them again.
  it("lists every state in the order given, with its sites and visited sites", () => {
    const options = stateOptions(["Yucatán", "Ciudad De México", "Oaxaca", "México", "Nuevo Leon", "Michoacán"], zones)
    expect(options.map(o => o.label)).toEqual([
      "Yucatán (2 sitios, 1 visitado)",
      "Ciudad De México (2 sitios, 2 visitados)",
      "Oaxaca (0 sitios, 0 visitados)",
      "México (2 sitios, 1 visitado)",
      "Nuevo Leon (1 sitio, 0 visitados)",
      "Michoacán (0 sitios, 0 visitados)",
    ])
    expect(options[0].state).toBe("Yucatán")
  })

  it("labels the all-states option with the total", () => {
    expect(allStatesLabel(108)).toBe("Todos los estados (108)")
  })
})

describe("resultLine", () => {
  it("says how many sites show, for which search and in which state", () => {
    expect(resultLine(108, NO_FILTERS)).toBe("Mostrando 108 sitios")
    expect(resultLine(1, NO_FILTERS)).toBe("Mostrando 1 sitio")
    expect(resultLine(0, NO_FILTERS)).toBe("Mostrando 0 sitios")
    expect(resultLine(2, { ...NO_FILTERS, search: " tula " })).toBe('Mostrando 2 sitios para "tula"')
    expect(resultLine(5, { ...NO_FILTERS, state: "Chiapas" })).toBe("Mostrando 5 sitios en Chiapas")
    expect(resultLine(1, { search: "palenque", state: "Chiapas", visitedOnly: true })).toBe('Mostrando 1 sitio para "palenque" en Chiapas')
  })
})

describe("the filters in the URL query", () => {
  const states = ["Chiapas", "San Luis Potosí"]

  it("round-trips every filter, accents and spaces included", () => {
    const filters = { search: "cueva de la olla", state: "San Luis Potosí", visitedOnly: true }
    const query = queryFromFilters(filters)
    expect(query).toBe("?buscar=cueva+de+la+olla&estado=San+Luis+Potos%C3%AD&visitados=1")
    expect(filtersFromQuery(query, states)).toEqual(filters)
  })

  it("leaves the address plain without filters", () => {
    expect(queryFromFilters(NO_FILTERS)).toBe("")
    expect(filtersFromQuery("", states)).toEqual(NO_FILTERS)
  })

  it("ignores a state the register does not know and any other value of the visited switch", () => {
    expect(filtersFromQuery("?estado=Atlantis&visitados=yes&buscar=tula", states)).toEqual({ search: "tula", state: null, visitedOnly: false })
  })
})

describe("hasRemotePicture", () => {
  const processed = { childImageSharp: { gatsbyImageData: {} } }
  it("is true only for a card with an address of a picture and no processed one", () => {
    expect(hasRemotePicture({ imageUrl: "https://example.org/a.jpg", photo: null })).toBe(true)
    expect(hasRemotePicture({ imageUrl: "https://example.org/a.jpg", photo: { childImageSharp: null } })).toBe(true)
    expect(hasRemotePicture({ imageUrl: "https://example.org/a.jpg", photo: processed })).toBe(false)
    expect(hasRemotePicture({ imageUrl: "", photo: processed })).toBe(false)
    expect(hasRemotePicture({ imageUrl: "", photo: null })).toBe(false)
  })
})
