/** A Markdown file as gatsby-source-filesystem sources it. */
export interface SourcedFile {
  /** the source's name: the folder under content/ */
  folder: string
  absolutePath: string
  /** the path inside the folder, `a-post.md` */
  relativePath: string
}

/**
 * Runs a build hook on one Markdown file as Gatsby does once gatsby-transformer-remark has read it;
 * only Gatsby's plumbing is stood in. Gives the nodes the hook created and the messages it stopped the build with.
 */
export function runOnMarkdown(
  onCreateNode: unknown,
  file: SourcedFile,
  frontmatter: Record<string, unknown>,
  body: string,
  createContentDigest: (value: unknown) => string = () => "digest",
) {
  const fileNode = {
    id: `file-${file.relativePath}`,
    sourceInstanceName: file.folder,
    absolutePath: file.absolutePath,
    relativePath: file.relativePath,
    name: file.relativePath.replace(/\.md$/, ""),
  }
  const markdown = { id: `md-${file.relativePath}`, parent: fileNode.id, frontmatter, rawMarkdownBody: body, internal: { type: "MarkdownRemark" } }
  const created: Array<Record<string, unknown>> = []
  const panics: string[] = []
  ;(onCreateNode as (args: unknown) => void)({
    node: markdown,
    getNode: (id: string) => (id === fileNode.id ? fileNode : undefined),
    actions: { createNode: (node: Record<string, unknown>) => created.push(node), createParentChildLink: () => undefined },
    createNodeId: (seed: string) => seed,
    createContentDigest,
    reporter: { panicOnBuild: (message: string) => panics.push(message) },
  })
  return { created, panics }
}
