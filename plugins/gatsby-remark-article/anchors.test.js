/** @jest-environment node */
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const remark = require("remark")
const { anchorOf, anchorsOf } = require("./anchors")
const articlePlugin = require("./index")
const parse = require("./parse")
const { parseMarkdown } = parse
const { onCreateNode } = require("../../gatsby/nodes")
const { runOnFolder } = require("../../src/test-support/markdown-node")

describe("anchorOf", () => {
  it("keeps ASCII letters and digits, joined by hyphens", () => {
    expect(anchorOf("Flow, and the missing undo button")).toBe("flow-and-the-missing-undo-button")
    expect(anchorOf("¿Por qué C++ en 1998?")).toBe("por-que-c-en-1998")
    expect(anchorOf("Mi estudio de grabación casero")).toBe("mi-estudio-de-grabacion-casero")
    expect(anchorOf("¡¿?!")).toBe("section")
  })
  it("makes repeated headings unique", () => {
    expect(anchorsOf(["Notes", "Ingredients", "Notes", "notes"])).toEqual(["notes", "ingredients", "notes-2", "notes-3"])
  })
})

describe("the article plugin's heading anchors", () => {
  let folder
  const write = (name, text) => fs.writeFileSync(path.join(folder, name), text)
  const songs = '---\ntitle: "Songs"\ndate: "2024-01-01"\n---\n\nIntro.\n\n## Practice is practice\n\nText.\n\n### The metronome\n\n## Flow\n'

  /**
   * Makes the build's nodes of every file in the folder (gatsby/nodes.ts), then runs the plugin on
   * `name` as gatsby-transformer-remark does; gives the heading ids it set, its warnings and the
   * files it made the text depend on.
   */
  const anchorsFor = async (name, cache) => {
    const names = fs.readdirSync(folder).filter(file => file.endsWith(".md"))
    const { store, panics } = runOnFolder(onCreateNode, folder, names)
    expect(panics).toEqual([])
    const markdownNode = store.getNode(`md-${name}`)
    const markdownAST = remark().parse(markdownNode.rawMarkdownBody)
    const reporter = { warn: jest.fn() }
    const dependsOn = []
    const getRemarkFileDependency = async query => void dependsOn.push(store.getNode(query.id.eq).relativePath)
    await articlePlugin({ markdownAST, markdownNode, reporter, getNode: store.getNode, getNodesByType: store.getNodesByType, context: {}, getRemarkFileDependency, cache }, {})
    const ids = markdownAST.children.filter(node => node.type === "heading").map(node => node.data.hProperties.id)
    return { ids, warnings: reporter.warn.mock.calls.map(call => call[0]), dependsOn }
  }

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "anchors-"))
    write("songs.md", songs)
  })
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }))

  it("names an original's headings after their own text", async () => {
    const { ids, dependsOn } = await anchorsFor("songs.md")
    expect(ids).toEqual(["practice-is-practice", "the-metronome", "flow"])
    expect(dependsOn).toEqual([])
  })

  it("makes each heading's text a link to its own anchor, unless the heading holds a link already", async () => {
    const markdownAST = parseMarkdown("## Practice *is* practice\n\n## Read [the book](https://example.com)\n\n## A noted heading^[The note.]\n")
    await articlePlugin({ markdownAST, markdownNode: {}, reporter: { warn: jest.fn() } }, {})
    const [linked, holding, noted] = markdownAST.children
    expect(linked.children).toEqual([
      expect.objectContaining({ type: "link", url: "#practice-is-practice", data: { hProperties: { className: ["heading-link"] } } }),
    ])
    expect(linked.children[0].children.map(node => node.type)).toEqual(["text", "emphasis", "text"])
    expect(holding.children.map(node => node.type)).toEqual(["text", "link"])
    expect(noted.children.map(node => node.type)).toEqual(["text", "footnote"])
  })

  it("gives a translation its original's anchors, heading by heading, and depends on the original's file", async () => {
    write("songs-es.md", '---\ntitle: "Canciones"\ndate: "2024-01-01"\ntranslationOf: "songs"\nlang: "es"\n---\nIntro.\n\n## Practicar es practicar\n\n### El metrónomo\n\n## El flow\n')
    expect(await anchorsFor("songs-es.md")).toEqual({ ids: ["practice-is-practice", "the-metronome", "flow"], warnings: [], dependsOn: ["songs.md"] })
  })

  it("gives a translation named {original}-{lang}.md beside its original the original's anchors without translationOf", async () => {
    write("songs-es.md", '---\ntitle: "Canciones"\ndate: "2024-01-01"\n---\n## Practicar es practicar\n\n### El metrónomo\n\n## El flow\n')
    expect((await anchorsFor("songs-es.md")).ids).toEqual(["practice-is-practice", "the-metronome", "flow"])
  })

  it("takes the original's anchors from the original's text as the build holds it, reading no file", async () => {
    write("songs-es.md", '---\ntitle: "Canciones"\ndate: "2024-01-01"\n---\n## Practicar es practicar\n\n### El metrónomo\n\n## El flow\n')
    const names = fs.readdirSync(folder)
    const { store } = runOnFolder(onCreateNode, folder, names)
    const reads = jest.spyOn(fs, "readFileSync")
    try {
      const markdownNode = store.getNode("md-songs-es.md")
      const markdownAST = remark().parse(markdownNode.rawMarkdownBody)
      await articlePlugin({ markdownAST, markdownNode, reporter: { warn: jest.fn() }, getNode: store.getNode, getNodesByType: store.getNodesByType }, {})
      expect(markdownAST.children.map(node => node.data.hProperties.id)).toEqual(["practice-is-practice", "the-metronome", "flow"])
      expect(reads).not.toHaveBeenCalled()
    } finally {
      reads.mockRestore()
    }
  })

  it("gives an article and its translation the same anchors whichever is rendered first, as the build's cache keeps them", async () => {
    write("songs-es.md", '---\ntitle: "Canciones"\ndate: "2024-01-01"\ntranslationOf: "songs"\nlang: "es"\n---\n## Practicar es practicar\n\n### El metrónomo\n\n## El flow\n')
    const kept = new Map()
    const cache = { get: async key => kept.get(key), set: async (key, value) => void kept.set(key, value) }
    const translationFirst = [(await anchorsFor("songs-es.md", cache)).ids, (await anchorsFor("songs.md", cache)).ids]
    kept.clear()
    const originalFirst = [(await anchorsFor("songs.md", cache)).ids, (await anchorsFor("songs-es.md", cache)).ids]
    expect(originalFirst.reverse()).toEqual(translationFirst)
    expect(translationFirst).toEqual([(await anchorsFor("songs-es.md")).ids, (await anchorsFor("songs.md")).ids])
    expect(translationFirst[0]).toEqual(["practice-is-practice", "the-metronome", "flow"])
  })

  it("reads a rendered original's outline from the cache, and keeps none of a part of its text", async () => {
    write("songs-es.md", '---\ntitle: "Canciones"\ndate: "2024-01-01"\ntranslationOf: "songs"\nlang: "es"\n---\n## Practicar es practicar\n\n### El metrónomo\n\n## El flow\n')
    const kept = new Map()
    const cache = { get: async key => kept.get(key), set: async (key, value) => void kept.set(key, value) }
    await anchorsFor("songs.md", cache)
    // A picture's caption, which gatsby-remark-images can render through this plugin with the article's node.
    const { store } = runOnFolder(onCreateNode, folder, fs.readdirSync(folder))
    await articlePlugin({ markdownAST: remark().parse("A *caption*"), markdownNode: store.getNode("md-songs.md"), reporter: { warn: jest.fn() }, cache }, {})
    const parses = jest.spyOn(parse, "parseMarkdown")
    try {
      expect(await anchorsFor("songs-es.md", cache)).toMatchObject({ ids: ["practice-is-practice", "the-metronome", "flow"], warnings: [] })
      expect(parses).not.toHaveBeenCalled()
    } finally {
      parses.mockRestore()
    }
  })

  it("keeps a translation's own anchors, with a warning, when its headings do not line up", async () => {
    write("songs-es.md", '---\ntitle: "Canciones"\ndate: "2024-01-01"\ntranslationOf: "songs"\nlang: "es"\n---\n## Practicar es practicar\n\n## El flow\n')
    const { ids, warnings } = await anchorsFor("songs-es.md")
    expect(ids).toEqual(["practicar-es-practicar", "el-flow"])
    expect(warnings).toEqual([expect.stringMatching(/^songs-es\.md: its headings do not line up with songs\.md's \(2 against 3/)])
  })
})
