import { DATA_SETS, DataFileError } from "./data-sets"
import { buildNodes } from "./node-builder"

const api = { createNodeId: (seed: string) => `id:${seed}`, createContentDigest: () => "digest" }
const set = (type: string) => DATA_SETS.find(s => s.type === type)!

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
    expect(() => buildNodes(set("HomeData"), { footer_about: "x", hero_descriptions: [] }, api)).toThrow(
      new DataFileError("home.json", 'field "hero_descriptions" must list three entries, each with text and label'),
    )
    expect(() => buildNodes(set("TagMeta"), { music: { color: 3 } }, api)).toThrow(
      'content/data/tags.json: tag "music": field "color" must be text',
    )
  })
})
