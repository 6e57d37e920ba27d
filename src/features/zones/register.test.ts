import fs from "node:fs"
import path from "node:path"
import { ALTERNATIVE_PHOTOS, isVisited, parseRegister, RegisterError, VISITED_SITES, zoneIdOf } from "./register"

const site = (nombre: string, fields: Record<string, unknown> = {}) => ({
  nombre,
  visitado: false,
  estatus: "abierto",
  detalle_estatus: "",
  image_url: "",
  image_credit: "",
  image_license: "",
  image_source: "INAH",
  ...fields,
})

describe("parseRegister", () => {
  it("derives each site's state, id, visited flag and photo, in the data's order", () => {
    const { states, zones } = parseRegister({
      "Ciudad De México": [site("Templo Mayor", { detalle_estatus: " Centro Histórico " }), site("Mixcoac", { visitado: false })],
      Oaxaca: [],
      "Yucatán": [site("Chichén Itzá"), site("Mayapán", { estatus: "cerrado" })],
    })
    expect(states).toEqual(["Ciudad De México", "Oaxaca", "Yucatán"])
    expect(zones.map(z => [z.state, z.name, z.visited, z.status])).toEqual([
      ["Ciudad De México", "Templo Mayor", true, "abierto"],
      ["Ciudad De México", "Mixcoac", true, "abierto"],
      ["Yucatán", "Chichén Itzá", true, "abierto"],
      ["Yucatán", "Mayapán", false, "cerrado"],
    ])
    expect(zones[0]).toMatchObject({
      zoneId: "ciudad-de-mexico--templo-mayor",
      statusDetail: "Centro Histórico",
      imageSource: "INAH",
      photoPath: "zones/templo-mayor.jpg",
    })
    expect(zones[3].photoPath).toBeNull()
  })

  it("reads visited from the fixed list of eleven names, never from the data's own flag", () => {
    expect(VISITED_SITES).toHaveLength(11)
    const { zones } = parseRegister({ Puebla: [site("Cholula"), site("Cantona", { visitado: true })] })
    expect(zones.map(z => z.visited)).toEqual([true, false])
  })

  it("matches the visited names without regard to case or accents", () => {
    expect(isVisited("Chichén Itzá")).toBe(true)
    expect(isVisited("monte alban")).toBe(true)
    expect(isVisited("Teotihuacán")).toBe(true)
    expect(isVisited("Tula")).toBe(false)
  })

  it("makes ids from the state and the name that tell apart same-named sites of different states", () => {
    expect(zoneIdOf("San Luis Potosí", "Tamtoc")).toBe("san-luis-potosi--tamtoc")
    const { zones } = parseRegister({ Colima: [site("El Chanal")], Durango: [site("El Chanal")] })
    expect(new Set(zones.map(z => z.zoneId)).size).toBe(2)
  })

  it("names the state, the site and the field of malformed data", () => {
    expect(() => parseRegister([])).toThrow(new RegisterError("must map each state's name to the list of its sites"))
    expect(() => parseRegister({ Colima: {} })).toThrow('state "Colima" must hold a list of sites (empty when it has none)')
    expect(() => parseRegister({ Colima: [site("")] })).toThrow('state "Colima", site 1: field "nombre" must be a name')
    expect(() => parseRegister({ Colima: [site("El Chanal", { estatus: "open" })] })).toThrow(
      'state "Colima", site "El Chanal": field "estatus" must be "abierto" or "cerrado", got "open"',
    )
    expect(() => parseRegister({ Colima: [site("El Chanal", { visitado: "no" })] })).toThrow('field "visitado" must be true or false')
    expect(() => parseRegister({ Colima: [site("El Chanal", { image_url: null })] })).toThrow('field "image_url" must be text')
    expect(() => parseRegister({ Colima: [site("El Chanal", { image_source: "Wikipedia" })] })).toThrow('field "image_source" must be "INAH"')
    expect(() => parseRegister({ Colima: [site("El Chanal"), site("El Chanal")] })).toThrow('state "Colima", site "El Chanal" is listed twice')
  })
})

describe("the alternative photo map", () => {
  it("gives the spec's ten sites a picture that exists under content/images", () => {
    expect(Object.keys(ALTERNATIVE_PHOTOS).sort()).toEqual(
      ["Tlatelolco", "Templo Mayor", "Cuicuilco", "Mixcoac", "Cerro de la Estrella", "Teotihuacan", "Malinalco", "Mitla", "Cholula", "Monte Albán"].sort(),
    )
    for (const file of Object.values(ALTERNATIVE_PHOTOS)) {
      expect(fs.existsSync(path.join(__dirname, "..", "..", "..", "content", "images", file))).toBe(true)
    }
  })
})
