import { draftAt } from "./draft-addresses"
import type { DraftAddresses, SealedArticleView } from "../lib/draft-shapes"

const view = { article: { slug: "plans", title: "Plans" }, image: null } as unknown as SealedArticleView
const addresses: DraftAddresses = {
  "/article/plans": { view },
  "/article/plans/es": { redirectTo: "/article/plans" },
  "/article/año": { view },
}

describe("draftAt", () => {
  it("finds a draft at its address, with or without a closing slash", () => {
    expect(draftAt(addresses, "/article/plans")).toEqual({ view })
    expect(draftAt(addresses, "/article/plans/")).toEqual({ view })
    expect(draftAt(addresses, "/article/plans/es/")).toEqual({ redirectTo: "/article/plans" })
  })

  it("reads an address as the browser encodes it", () => {
    expect(draftAt(addresses, "/article/a%C3%B1o")).toEqual({ view })
  })

  it("finds nothing at any other address, nor at names every object carries", () => {
    for (const pathname of ["/article/other", "/article/plans/en", "/", "constructor", "__proto__", "/article/%E0%A4%A", "toString"]) {
      expect(draftAt(addresses, pathname)).toBeUndefined()
    }
  })
})
