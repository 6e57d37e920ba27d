import { zoneRegister as register } from "./content"

// The spec's eleven visited names; the data spells some with accents (Chichén Itzá).
const VISITED = ["Cuicuilco", "Templo Mayor", "Mixcoac", "Tlatelolco", "Cerro de la Estrella", "Malinalco", "Teotihuacan", "Mitla", "Monte Albán", "Cholula", "Chichen Itza"]
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()

export const registerStates = Object.keys(register)
export const registerSites = Object.entries(register).flatMap(([state, sites]) =>
  sites.map(site => ({ state, name: site.nombre, closed: site.estatus === "cerrado", detail: site.detalle_estatus, visited: VISITED.some(v => plain(v) === plain(site.nombre)) })),
)
export const visitedSites = registerSites.filter(site => site.visited)
export const sitesIn = (state: string) => registerSites.filter(site => site.state === state)
