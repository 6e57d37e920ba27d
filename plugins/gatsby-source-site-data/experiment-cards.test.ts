import fs from "node:fs"
import path from "node:path"
import { site } from "../../src/config/site"
import { experiments } from "./experiment-cards"
import { buildNodes } from "./node-builder"

const api = { createNodeId: (seed: string) => `id:${seed}`, createContentDigest: () => "digest" }
const card = { id: "x", title: "X", description: "About x", path: "/experiment/x", thumbnail: "experiments/x.jpg", status: "active" }

describe("experiments.json", () => {
  it("becomes one Experiment node per card, in order, with the site's product filled in", () => {
    const nodes = buildNodes(experiments, [card, { ...card, id: "game", title: "Guitar Hero {product}", path: "/experiment/guitar-hero-{productSlug}" }], api)
    expect(nodes).toEqual([
      expect.objectContaining({ id: "id:Experiment-0", experimentId: "x", position: 0, title: "X", thumbnail: "experiments/x.jpg", internal: { type: "Experiment", contentDigest: "digest" } }),
      expect.objectContaining({ experimentId: "game", position: 1, title: `Guitar Hero ${site.product}`, path: `/experiment/guitar-hero-${site.productSlug}` }),
    ])
  })

  it("names the card and the field of malformed data", () => {
    expect(() => buildNodes(experiments, {}, api)).toThrow("content/data/experiments.json: must list the experiments")
    expect(() => buildNodes(experiments, [card, { ...card, status: "" }], api)).toThrow(
      'content/data/experiments.json: experiment 2: field "status" is required',
    )
    expect(() => buildNodes(experiments, [{ ...card, path: "experiment/x" }], api)).toThrow('experiment 1: field "path" must start with "/"')
    expect(() => buildNodes(experiments, [{ ...card, title: "{owner}" }], api)).toThrow('experiment 1: field "title": unknown placeholder {owner}')
  })

  it("names the card holding a key an experiment does not know", () => {
    expect(() => buildNodes(experiments, [card, { ...card, thumbnail: undefined, image: "experiments/x.jpg" }], api)).toThrow(
      'content/data/experiments.json: experiment 2: field "image" is not a known field; the known fields are id, title, description, path, thumbnail, status',
    )
  })

  it("the shipped file builds, each experiment with its placeholders filled and a thumbnail that exists", () => {
    const root = path.join(__dirname, "..", "..", "content")
    const nodes = buildNodes(experiments, JSON.parse(fs.readFileSync(path.join(root, "data", "experiments.json"), "utf8")), api)
    expect(nodes.length).toBeGreaterThan(0)
    for (const node of nodes) {
      expect(`${node.title} ${node.path}`).not.toMatch(/[{}]/)
      expect(fs.existsSync(path.join(root, "images", node.thumbnail as string))).toBe(true)
    }
  })
})
