import { checkKnownKeys } from "./known-keys"

const KNOWN = ["title", "status", "tags"] as const
const check = (record: Record<string, unknown>) => checkKnownKeys(record, KNOWN, (key, detail) => new Error(`field "${key}" ${detail}`))

describe("checkKnownKeys", () => {
  it("accepts a record made of known keys, absent ones included", () => {
    expect(() => check({ title: "A", tags: [] })).not.toThrow()
    expect(() => check({})).not.toThrow()
  })
  it("names a key written in the wrong case, with the key meant and the known keys", () => {
    expect(() => check({ title: "A", Status: "draft" })).toThrow(
      'field "Status" is not a known field (did you mean "status"?); the known fields are title, status, tags',
    )
  })
  it("suggests the closest key for a typo", () => {
    expect(() => check({ tittle: "A" })).toThrow('field "tittle" is not a known field (did you mean "title"?)')
    expect(() => check({ tag: "x" })).toThrow('field "tag" is not a known field (did you mean "tags"?)')
  })
  it("suggests nothing for a key unlike any known one", () => {
    expect(() => check({ layout: "post" })).toThrow('field "layout" is not a known field; the known fields are title, status, tags')
  })
})
