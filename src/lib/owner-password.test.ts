/** @jest-environment node */
import { isOwnerPassword, isUnlockedBy, sha256Hex } from "./owner-password"

// Digest of "correct horse battery staple", as printed by `printf %s '...' | sha256sum`.
const DIGEST = "c4bbcb1fbec99d65bf59d85c8cb62ee2db963f0fe106f483d9afa73bd4e39a8a"

describe("sha256Hex", () => {
  it("is the standard SHA-256 digest in lower-case hex", async () => {
    expect(await sha256Hex("correct horse battery staple")).toBe(DIGEST)
    expect(await sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  })
})

describe("isOwnerPassword", () => {
  it("accepts only the password whose digest was embedded", async () => {
    expect(await isOwnerPassword("correct horse battery staple", DIGEST)).toBe(true)
    expect(await isOwnerPassword("Correct horse battery staple", DIGEST)).toBe(false)
    expect(await isOwnerPassword("", DIGEST)).toBe(false)
  })
})

describe("isUnlockedBy", () => {
  it("is unlocked only by a flag holding the current digest", () => {
    expect(isUnlockedBy(DIGEST, DIGEST)).toBe(true)
    expect(isUnlockedBy("true", DIGEST)).toBe(false)
    expect(isUnlockedBy(null, DIGEST)).toBe(false)
    expect(isUnlockedBy(DIGEST, "digest-of-a-new-password")).toBe(false)
  })
})
