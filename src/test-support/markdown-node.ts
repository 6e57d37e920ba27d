import fs from "node:fs"
import { createHash } from "node:crypto"
import path from "node:path"
import matter from "gray-matter"
import { readMarkdown } from "../lib/front-matter"

/** A Markdown file as gatsby-source-filesystem sources it. */
export interface SourcedFile {
  /** the source's name: the folder under content/ */
  folder: string
  absolutePath: string
  /** the path inside the folder, `a-post.md` */
  relativePath: string
}

export interface StoredNode {
  id: string
  parent?: string | null
  children?: string[]
  internal: { type: string; contentDigest?: string }
  [field: string]: unknown
}

/**
 * Gatsby's node store as the build's hooks and Markdown plugins reach it (getNode, getNodesByType,
 * createNode): the nodes of one build, which files made in some order fill.
 */
export class NodeStore {
  readonly nodes = new Map<string, StoredNode>()
  getNode = (id: string): StoredNode | undefined => this.nodes.get(id)
  getNodesByType = (type: string): StoredNode[] => [...this.nodes.values()].filter(node => node.internal.type === type)
  createNode = (node: StoredNode): void => {
    const kept = this.nodes.get(node.id)
    this.nodes.set(node.id, kept?.children?.length ? { ...node, children: kept.children } : node)
  }
}

/**
 * What Gatsby hands the site's node hooks, over `store`: only Gatsby's plumbing is stood in. A File
 * node's content is its file's. The nodes a hook makes join `created`, the messages it stops the
 * build with `panics`.
 */
export function hookArgs(
  store: NodeStore,
  { createContentDigest, panics, created = [] }: { createContentDigest: (value: unknown) => string; panics: string[]; created?: Array<Record<string, unknown>> },
) {
  return {
    getNode: store.getNode,
    getNodesByType: store.getNodesByType,
    actions: {
      createNode: (node: StoredNode) => {
        created.push(node)
        store.createNode(node)
      },
      createParentChildLink: ({ parent, child }: { parent: StoredNode; child: StoredNode }) => {
        const stored = store.getNode(parent.id)
        if (stored && !stored.children?.includes(child.id)) stored.children = [...(stored.children ?? []), child.id]
      },
      createNodeField: ({ node, name, value }: { node: StoredNode; name: string; value: unknown }) => {
        const stored = store.getNode(node.id)
        if (stored) stored.fields = { ...(stored.fields as object | undefined), [name]: value }
      },
      deleteNode: (node: StoredNode) => {
        store.nodes.delete(node.id)
      },
    },
    loadNodeContent: async (node: StoredNode) => fs.readFileSync(String(store.getNode(node.id)?.absolutePath), "utf8"),
    createNodeId: (seed: string) => seed,
    createContentDigest,
    reporter: { panicOnBuild: (message: string) => panics.push(message) },
  }
}

/**
 * Runs a build hook on one Markdown file as Gatsby does once gatsby-transformer-remark has read it;
 * only Gatsby's plumbing is stood in. Gives the nodes the hook created and the messages it stopped
 * the build with, and `settled`, which resolves once the hook's work after the node's making is
 * done (as Gatsby awaits it). Given a store, the file's nodes join the build's others there, as in
 * a build. The file's text is the file's on disk, or else its front matter and body written out.
 */
export function runOnMarkdown(
  onCreateNode: unknown,
  file: SourcedFile,
  frontmatter: Record<string, unknown>,
  body: string,
  createContentDigest: (value: unknown) => string = () => "digest",
  store: NodeStore = new NodeStore(),
) {
  const fileNode = {
    id: `file-${file.relativePath}`,
    parent: null,
    children: [] as string[],
    internal: { type: "File" },
    sourceInstanceName: file.folder,
    absolutePath: file.absolutePath,
    dir: path.dirname(file.absolutePath),
    relativePath: file.relativePath,
    name: path.basename(file.relativePath, ".md"),
  }
  const markdown = {
    id: `md-${file.relativePath}`,
    parent: fileNode.id,
    children: [] as string[],
    fileAbsolutePath: file.absolutePath,
    frontmatter,
    rawMarkdownBody: body,
    // Like the node gatsby-transformer-remark makes: a digest of what it holds, here its front matter and body.
    internal: { type: "MarkdownRemark", contentDigest: createHash("sha256").update(JSON.stringify([frontmatter, body])).digest("hex") },
  }
  store.createNode(fileNode)
  store.createNode(markdown)
  const created: Array<Record<string, unknown>> = []
  const panics: string[] = []
  const settled = (onCreateNode as (args: unknown) => Promise<void> | void)({
    ...hookArgs(store, { createContentDigest, panics, created }),
    node: markdown,
    loadNodeContent: async (node: StoredNode) => {
      if (node.id !== fileNode.id) throw new Error(`no content for ${node.id}`)
      return fs.existsSync(file.absolutePath) ? fs.readFileSync(file.absolutePath, "utf8") : matter.stringify(body, frontmatter)
    },
  })
  return { created, panics, settled: Promise.resolve(settled) }
}

/**
 * Runs a build hook on the Markdown files `names` of `folder`, in that order, as the files of the
 * gatsby-source-filesystem source `source`: their nodes join `store`, as one build's do.
 */
export function runOnFolder(
  onCreateNode: unknown,
  folder: string,
  names: readonly string[],
  { source = "articles", createContentDigest = (value: unknown) => JSON.stringify(value), store = new NodeStore() } = {},
) {
  const panics: string[] = []
  const settling: Array<Promise<void>> = []
  for (const name of names) {
    const absolutePath = path.join(folder, name)
    const { data, content } = readMarkdown(fs.readFileSync(absolutePath, "utf8"))
    const run = runOnMarkdown(onCreateNode, { folder: source, absolutePath, relativePath: name }, data, content, createContentDigest, store)
    panics.push(...run.panics)
    settling.push(run.settled)
  }
  return { store, panics, settled: Promise.all(settling).then(() => undefined) }
}
