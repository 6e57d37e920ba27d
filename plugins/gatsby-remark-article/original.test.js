/** @jest-environment node */
const { originalOf } = require("./original")

// A store of Articles as the build makes them (gatsby/nodes.ts), each the child of its Markdown node.
function storeOf(slugs) {
  const nodes = new Map()
  const add = slug => {
    const original = slug.replace(/-(en|es)$/, "")
    nodes.set(`md-${slug}`, { id: `md-${slug}`, children: [`article-${slug}`], internal: { type: "MarkdownRemark" } })
    nodes.set(`article-${slug}`, { id: `article-${slug}`, parent: `md-${slug}`, slug, translationOf: original === slug ? null : original, internal: { type: "Article" } })
  }
  slugs.forEach(add)
  const listed = { count: 0 }
  const getNodesByType = type => {
    listed.count += 1
    return [...nodes.values()].filter(node => node.internal.type === type)
  }
  return { add, listed, getNode: id => nodes.get(id), getNodesByType }
}

const argsFor = (store, slug) => ({ markdownNode: store.getNode(`md-${slug}`), getNode: store.getNode, getNodesByType: store.getNodesByType })

describe("originalOf", () => {
  it("finds each translation's original Article and Markdown node, and none for an original", () => {
    const store = storeOf(["tacos", "tacos-en", "caldo", "caldo-en"])
    expect(originalOf(argsFor(store, "tacos-en"))).toEqual({ article: store.getNode("article-tacos"), markdownNode: store.getNode("md-tacos") })
    expect(originalOf(argsFor(store, "caldo-en")).article.slug).toBe("caldo")
    expect(originalOf(argsFor(store, "tacos"))).toBeNull()
  })

  // Searching every Article for each translation made the build's cost grow with the square of the articles.
  it("lists the articles once for many translations, and again only for an original made since", () => {
    const slugs = Array.from({ length: 200 }, (_, index) => `post-${index}`)
    const store = storeOf([...slugs, ...slugs.map(slug => `${slug}-es`)])
    for (const slug of slugs) expect(originalOf(argsFor(store, `${slug}-es`)).article.slug).toBe(slug)
    expect(store.listed.count).toBeLessThanOrEqual(1)
    store.add("later")
    store.add("later-es")
    expect(originalOf(argsFor(store, "later-es")).article.slug).toBe("later")
    expect(store.listed.count).toBeLessThanOrEqual(2)
  })

  it("finds no original where the translation names a slug no Article has", () => {
    const store = storeOf(["lost-es"])
    expect(originalOf(argsFor(store, "lost-es"))).toBeNull()
  })
})
