// Not in read-next.ts: the article page runs this in the browser, and read-next.ts brings the build's content rules (and Node's modules) with it.
/** `nodes` in the order of `ids` (a query's list comes in its own order); an id without a node is left out. */
export function inOrderOf<T extends { id: string }>(ids: readonly string[], nodes: readonly T[]): T[] {
  const byId = new Map(nodes.map(node => [node.id, node]))
  return ids.flatMap(id => byId.get(id) ?? [])
}
