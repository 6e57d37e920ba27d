import { buildNodes } from "./node-builder"
import { zoneStates } from "./zones"

const api = { createNodeId: (seed: string) => `id:${seed}`, createContentDigest: () => "digest" }

describe("zones.json's states", () => {
  it("become ZoneState nodes placed in Spanish alphabetical order, accented letters beside their plain ones", () => {
    const register = { Yucatán: [], Oaxaca: [], Michoacán: [], México: [], "Ciudad De México": [], "Nuevo Leon": [] }
    const nodes = buildNodes(zoneStates, register, api) as unknown as Array<{ name: string; position: number }>
    const inOrder = [...nodes].sort((a, b) => a.position - b.position).map(node => node.name)
    expect(inOrder).toEqual(["Ciudad De México", "México", "Michoacán", "Nuevo Leon", "Oaxaca", "Yucatán"])
  })
})
