import fs from "node:fs"
import path from "node:path"

/** The register as the data file holds it, read independently of the site's own code. */
const register: Record<string, Array<{ nombre: string; estatus: string; detalle_estatus: string }>> = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "content", "data", "zones.json"), "utf8"),
)

// The spec's eleven visited names; the data spells some with accents (Chichén Itzá).
const VISITED = ["Cuicuilco", "Templo Mayor", "Mixcoac", "Tlatelolco", "Cerro de la Estrella", "Malinalco", "Teotihuacan", "Mitla", "Monte Albán", "Cholula", "Chichen Itza"]
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()

export const registerStates = Object.keys(register)
export const registerSites = Object.entries(register).flatMap(([state, sites]) =>
  sites.map(site => ({ state, name: site.nombre, closed: site.estatus === "cerrado", detail: site.detalle_estatus, visited: VISITED.some(v => plain(v) === plain(site.nombre)) })),
)
export const visitedSites = registerSites.filter(site => site.visited)
export const sitesIn = (state: string) => registerSites.filter(site => site.state === state)
