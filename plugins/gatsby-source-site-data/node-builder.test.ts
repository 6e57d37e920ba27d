import fs from "node:fs"
import path from "node:path"
import { DATA_SETS, DataFileError } from "./data-sets"
import { buildNodes } from "./node-builder"

const api = { createNodeId: (seed: string) => `id:${seed}`, createContentDigest: () => "digest" }
const set = (type: string) => DATA_SETS.find(s => s.model.type === type)!

describe("buildNodes", () => {
  it("turns tags.json into one TagMeta node per tag, grey by default", () => {
    const nodes = buildNodes(set("TagMeta"), { music: { displayName: "Music", color: "#ff0000" }, tech: {} }, api)
    expect(nodes).toEqual([
      expect.objectContaining({ id: "id:TagMeta-0", tag: "music", displayName: "Music", color: "#ff0000", internal: { type: "TagMeta", contentDigest: "digest" } }),
      expect.objectContaining({ id: "id:TagMeta-1", tag: "tech", displayName: "tech", color: "#808080", image: null }),
    ])
  })

  it("turns home.json into the single HomeData node", () => {
    const home = {
      footer_about: "About me",
      taglines: ["Writing code"],
      hero_descriptions: [
        { text: "a", label: "Confident and Clean" },
        { text: "b", label: "Playful and Personal" },
        { text: "c", label: "Magnetic and Purposeful" },
      ],
    }
    const [node] = buildNodes(set("HomeData"), home, api)
    expect(node).toMatchObject({ footerAbout: "About me", taglines: ["Writing code"], internal: { type: "HomeData" } })
  })

  it("names the file and the field of malformed data", () => {
    expect(() => buildNodes(set("HomeData"), { footer_about: "x", taglines: ["Writing code"], hero_descriptions: [] }, api)).toThrow(
      new DataFileError("content/data/home.json", 'field "hero_descriptions" must list three entries, each with text and label'),
    )
    expect(() => buildNodes(set("TagMeta"), { music: { color: 3 } }, api)).toThrow(
      'content/data/tags.json: tag "music": field "color" must be text',
    )
  })

  it("names a key home.json does not know, with the known keys", () => {
    const home = { footer_about: "x", taglines: ["Writing code"], hero_descriptions: [], footerAbout: "x" }
    expect(() => buildNodes(set("HomeData"), home, api)).toThrow(
      'content/data/home.json: field "footerAbout" is not a known field (did you mean "footer_about"?); the known fields are footer_about, taglines, hero_descriptions',
    )
  })

  it("names the hero description holding a key it does not know", () => {
    const description = { text: "t", label: "l" }
    const home = { footer_about: "x", taglines: ["Writing code"], hero_descriptions: [description, description, { ...description, labels: "l" }] }
    expect(() => buildNodes(set("HomeData"), home, api)).toThrow(
      'content/data/home.json: hero description 3: field "labels" is not a known field (did you mean "label"?); the known fields are label, text',
    )
  })

  it("names the tag holding a key its metadata does not know", () => {
    expect(() => buildNodes(set("TagMeta"), { music: { colour: "#fff" } }, api)).toThrow(
      'content/data/tags.json: tag "music": field "colour" is not a known field (did you mean "color"?); the known fields are displayName, description, color, image, lang, counterpart',
    )
  })

  it("pairs a tag with its counterpart both ways from one side's declaration", () => {
    const nodes = buildNodes(set("TagMeta"), { work: {}, trabajo: { lang: "es", counterpart: "work" } }, api)
    expect(nodes).toEqual([
      expect.objectContaining({ tag: "work", lang: "en", counterpart: "trabajo" }),
      expect.objectContaining({ tag: "trabajo", lang: "es", counterpart: "work" }),
    ])
  })

  it("names the tag and the field of a counterpart the file does not declare", () => {
    expect(() => buildNodes(set("TagMeta"), { trabajo: { lang: "es", counterpart: "wrok" } }, api)).toThrow(
      new DataFileError("content/data/tags.json", 'tag "trabajo": field "counterpart" names "wrok", which is not a declared tag: declare "wrok" too, or name a declared one'),
    )
  })
})

describe("the archaeological zones register (content/data/zones.json)", () => {
  const register = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "content", "data", "zones.json"), "utf8"))
  const zones = buildNodes(set("Zone"), register, api)
  const states = buildNodes(set("ZoneState"), register, api).map(node => node.name)
  const inState = (state: string) => zones.filter(z => z.state === state)
  const closed = (state: string) => inState(state).filter(z => z.status === "cerrado").map(z => z.name)

  it("becomes one Zone node per site, in the data's order, and one ZoneState node per state", () => {
    expect(zones[0]).toMatchObject({ position: 0, state: "Baja California", internal: { type: "Zone" } })
    expect(zones.map(z => z.position)).toEqual(zones.map((_, i) => i))
    expect(states).toEqual(Object.keys(register))
  })

  it("holds every state the spec names, the fifteen without sites as empty lists", () => {
    const empty = ["Guanajuato", "Guerrero", "Hidalgo", "Jalisco", "Morelos", "Nayarit", "Oaxaca", "Puebla", "Sinaloa", "Sonora", "Tabasco", "Tamaulipas", "Tlaxcala", "Veracruz", "Zacatecas"]
    for (const state of empty) expect(register[state]).toEqual([])
    const withSites = ["Baja California", "Baja California Sur", "Campeche", "Chiapas", "Chihuahua", "Ciudad De México", "Coahuila", "Colima", "Durango", "México", "Michoacán", "Nuevo Leon", "Querétaro", "Quintana Roo", "San Luis Potosí", "Yucatán"]
    for (const state of withSites) expect(inState(state).length).toBeGreaterThan(0)
    expect(states.sort()).toEqual([...empty, ...withSites].sort())
  })

  it("ends México with the spec's seven sites, in order, two of them closed", () => {
    expect(inState("México").slice(-7).map(z => z.name)).toEqual([
      "Teotenango",
      "Teotihuacan",
      "Tetzcotzingo",
      "Tlapacoya",
      "Tocuila",
      "Santa Cecilia Acatitlán",
      "Ocoyoacac",
    ])
    expect(closed("México")).toEqual(["Tocuila", "Ocoyoacac"])
  })

  it("has the spec's counts and closed sites per state", () => {
    expect(inState("Michoacán")).toHaveLength(6)
    expect(closed("Michoacán")).toEqual([])
    expect(inState("Nuevo Leon")).toHaveLength(1)
    expect(inState("Querétaro")).toHaveLength(4)
    expect(inState("San Luis Potosí")).toHaveLength(2)
    expect(inState("Quintana Roo")).toHaveLength(21)
    expect(closed("Quintana Roo").sort()).toEqual(["Calica", "Caracol", "Chankanbakan", "Muyil", "Playa del Carmen", "Xelhá"])
    expect(zones.find(z => z.name === "Chankanbakan")?.statusDetail).toBe("Visita previa solicitud")
    expect(inState("Yucatán")).toHaveLength(18)
    expect(closed("Yucatán").sort()).toEqual(["Balamcanché", "Loltún", "Mayapán"])
  })

  it("closes Toniná, Los Tepoltzis and Ocotelulco in the states before México", () => {
    const beforeMexico = zones.slice(0, zones.findIndex(z => z.state === "México"))
    for (const name of ["Toniná", "Los Tepoltzis", "Ocotelulco"]) {
      expect(beforeMexico.find(z => z.name === name)).toMatchObject({ status: "cerrado" })
    }
  })

  it("marks visited exactly the listed sites the register holds, and gives photos to those of the map", () => {
    expect(zones.filter(z => z.visited).map(z => z.name)).toEqual([
      "Cerro de la Estrella",
      "Cuicuilco",
      "Mixcoac",
      "Templo Mayor",
      "Tlatelolco",
      "Malinalco",
      "Teotihuacan",
      "Chichén Itzá",
    ])
    expect(zones.filter(z => z.photoPath).map(z => z.name).sort()).toEqual(
      ["Cerro de la Estrella", "Cuicuilco", "Malinalco", "Mixcoac", "Templo Mayor", "Teotihuacan", "Tlatelolco"],
    )
    expect(zones.every(z => z.imageSource === "INAH")).toBe(true)
  })

  it("names the file, the state and the site of malformed register data", () => {
    expect(() => buildNodes(set("Zone"), { Colima: [{ nombre: "El Chanal" }] }, api)).toThrow(
      'content/data/zones.json: state "Colima", site "El Chanal": field "visitado" must be true or false',
    )
  })

  it("names the site holding a key the register does not know", () => {
    const site = { nombre: "El Chanal", visitado: false, estatus: "abierto", detalle_estatus: "", image_url: "", image_credit: "", image_license: "", image_source: "INAH" }
    expect(() => buildNodes(set("Zone"), { Colima: [{ ...site, imagen_url: "" }] }, api)).toThrow(
      'content/data/zones.json: state "Colima", site "El Chanal": field "imagen_url" is not a known field (did you mean "image_url"?); ' +
        "the known fields are nombre, visitado, estatus, detalle_estatus, image_url, image_credit, image_license, image_source",
    )
  })
})
