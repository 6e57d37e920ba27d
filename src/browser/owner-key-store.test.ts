/** @jest-environment node */
import { KEPT_FOR_MS, liveKey } from "./owner-key-store"

const now = Date.parse("2026-03-01T12:00:00Z")
let key: CryptoKey
beforeAll(async () => {
  key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["decrypt"])
})

describe("a kept key's record", () => {
  it("gives its key for 12 hours after the unlock", () => {
    expect(KEPT_FOR_MS).toBe(12 * 60 * 60 * 1000)
    expect(liveKey({ key, savedAt: now }, now)).toBe(key)
    expect(liveKey({ key, savedAt: now - KEPT_FOR_MS + 1 }, now)).toBe(key)
  })

  it("gives nothing once 12 hours have passed, or when dated ahead of the clock and so never expiring", () => {
    expect(liveKey({ key, savedAt: now - KEPT_FOR_MS }, now)).toBeUndefined()
    expect(liveKey({ key, savedAt: now + 60_000 }, now)).toBeUndefined()
  })

  it("gives nothing when it is not a kept key: bytes in its place, no date, or no record at all", () => {
    for (const record of [{ key: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", savedAt: now }, { key: new Uint8Array(32), savedAt: now }, { key }, { key, savedAt: String(now) }, null, "key", undefined]) {
      expect(liveKey(record, now)).toBeUndefined()
    }
  })
})
