import { inOrderOf } from "./in-order-of"

describe("inOrderOf", () => {
  it("puts a query's nodes in the order chosen, leaving out ids without a node", () => {
    const nodes = [{ id: "b", title: "B" }, { id: "a", title: "A" }]
    expect(inOrderOf(["a", "missing", "b"], nodes)).toEqual([{ id: "a", title: "A" }, { id: "b", title: "B" }])
  })
})
