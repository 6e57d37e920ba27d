/** @jest-environment node */
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const remark = require("remark")
const { anchorOf, anchorsOf } = require("./anchors")
const articlePlugin = require("./index")
const parse = require("./parse")
const { parseMarkdown } = parse

const LANGS = ["en", "es"]

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
  const write = (name, text) => {
    fs.writeFileSync(path.join(folder, name), text)
    return path.join(folder, name)
  }
  /** Runs the plugin as gatsby-transformer-remark does and returns the heading ids it set. */
  const anchorsFor = async (file, frontmatter, body, extra = {}) => {
    const markdownAST = remark().parse(body)
    const reporter = { warn: jest.fn() }
    await articlePlugin({ markdownAST, markdownNode: { fileAbsolutePath: file, frontmatter }, reporter, ...extra }, { langs: LANGS })
    const ids = markdownAST.children.filter(node => node.type === "heading").map(node => node.data.hProperties.id)
    return { ids, warnings: reporter.warn.mock.calls.map(call => call[0]) }
  }

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "anchors-"))
    write("songs.md", '---\ntitle: "Songs"\n---\n\nIntro.\n\n## Practice is practice\n\nText.\n\n### The metronome\n\n## Flow\n')
  })
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }))

  it("names an original's headings after their own text", async () => {
    const { ids } = await anchorsFor(path.join(folder, "songs.md"), { title: "Songs" }, "Intro.\n\n## Practice is practice\n\n### The metronome\n\n## Flow\n")
    expect(ids).toEqual(["practice-is-practice", "the-metronome", "flow"])
  })

  it("makes each heading's text a link to its own anchor, unless the heading holds a link already", async () => {
    const markdownAST = parseMarkdown("## Practice *is* practice\n\n## Read [the book](https://example.com)\n\n## A noted heading^[The note.]\n")
    await articlePlugin({ markdownAST, markdownNode: {}, reporter: { warn: jest.fn() } }, { langs: LANGS })
    const [linked, holding, noted] = markdownAST.children
    expect(linked.children).toEqual([
      expect.objectContaining({ type: "link", url: "#practice-is-practice", data: { hProperties: { className: ["heading-link"] } } }),
    ])
    expect(linked.children[0].children.map(node => node.type)).toEqual(["text", "emphasis", "text"])
    expect(holding.children.map(node => node.type)).toEqual(["text", "link"])
    expect(noted.children.map(node => node.type)).toEqual(["text", "footnote"])
  })

  it("gives a translation its original's anchors, heading by heading, and depends on the original's file", async () => {
    const file = write("songs-es.md", "")
    const getRemarkFileDependency = jest.fn()
    const { ids, warnings } = await anchorsFor(
      file,
      { translationOf: "songs" },
      "Intro.\n\n## Practicar es practicar\n\n### El metrónomo\n\n## El flow\n",
      { context: {}, getRemarkFileDependency },
    )
    expect(ids).toEqual(["practice-is-practice", "the-metronome", "flow"])
    expect(warnings).toEqual([])
    expect(getRemarkFileDependency).toHaveBeenCalledWith({ absolutePath: { eq: path.join(folder, "songs.md") } })
  })

  it("gives a translation named {original}-{lang}.md beside its original the original's anchors without translationOf", async () => {
    const file = write("songs-es.md", "")
    const { ids } = await anchorsFor(file, { title: "Canciones" }, "## Practicar es practicar\n\n### El metrónomo\n\n## El flow\n")
    expect(ids).toEqual(["practice-is-practice", "the-metronome", "flow"])
  })

  it("takes the original's outline from the original's own build, and reads its file again once it has changed", async () => {
    const original = path.join(folder, "songs.md")
    const body = "\nIntro.\n\n## Practice is practice\n\nText.\n\n### The metronome\n\n## Flow\n"
    await articlePlugin({ markdownAST: parseMarkdown(body), markdownNode: { fileAbsolutePath: original, frontmatter: { title: "Songs" }, rawMarkdownBody: body }, reporter: { warn: jest.fn() } }, { langs: LANGS })
    const parses = jest.spyOn(parse, "parseMarkdown")
    try {
      const translation = write("songs-es.md", "")
      const spanish = "## Practicar es practicar\n\n### El metrónomo\n\n## El flow\n"
      expect((await anchorsFor(translation, { translationOf: "songs" }, spanish)).ids).toEqual(["practice-is-practice", "the-metronome", "flow"])
      expect(parses).not.toHaveBeenCalled()

      write("songs.md", '---\ntitle: "Songs"\n---\n\n## Practice makes practice\n\n### The metronome\n\n## Flow\n')
      expect((await anchorsFor(translation, { translationOf: "songs" }, spanish)).ids).toEqual(["practice-makes-practice", "the-metronome", "flow"])
      expect(parses).toHaveBeenCalledTimes(1)
    } finally {
      parses.mockRestore()
    }
  })

  it("keeps a translation's own anchors, with a warning, when its headings do not line up", async () => {
    const file = write("songs-es.md", "")
    const { ids, warnings } = await anchorsFor(file, { translationOf: "songs" }, "## Practicar es practicar\n\n## El flow\n")
    expect(ids).toEqual(["practicar-es-practicar", "el-flow"])
    expect(warnings).toEqual([expect.stringMatching(/^songs-es\.md: its headings do not line up with songs\.md's \(2 against 3/)])
  })
})
