/**
 * increment_view_count on a real PostgreSQL (started by scripts/test-db.sh): it counts no item the site does
 * not list and no bad argument, and counts every one of many views at once. Who may read and write what:
 * media-views.db.test.ts.
 */
import { Pool, type Client } from "pg"
import { asRole, connect, countRows, itemRows, listWithCounts } from "./database"
import { admin, connectOwner, increment } from "./media-views"

connectOwner()

describe("items the site does not list", () => {
  beforeEach(async () => {
    await listWithCounts(admin, [{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
  })

  it("are not counted: a clear error, the code the player ignores, and nothing written", async () => {
    const visitor = await connect(asRole("anon"))
    try {
      for (const [playlistId, mediaUrl] of [
        ["guitar", "/media/made-up.mp3"],
        ["made-up", "/media/a.mp3"],
      ]) {
        const failure = increment(visitor, playlistId, mediaUrl)
        await expect(failure).rejects.toThrow(`increment_view_count: ${mediaUrl} of playlist ${playlistId} is not an item the site lists`)
        await expect(failure).rejects.toMatchObject({ code: "42704" })
      }
    } finally {
      await visitor.end()
    }
    expect(await itemRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", retired: false }])
    expect(await countRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
  })

  it("create no row, however many calls make them up: 10,000 calls, 0 rows", async () => {
    // Ten visitors at once, each on its own connection (a pool would drop a connection on each error).
    const visitors = await Promise.all(Array.from({ length: 10 }, () => connect(asRole("anon"))))
    try {
      const answers = await Promise.all(
        visitors.map(async (visitor, v) => {
          const codes = new Set<string>()
          for (let i = 0; i < 1000; i++) {
            await increment(visitor, `made-up-${v}`, `/media/made-up-${i}.mp3`).then(
              () => codes.add("counted"),
              (error: { code: string }) => codes.add(error.code),
            )
          }
          return [...codes]
        }),
      )
      expect(answers.flat()).toEqual(Array(10).fill("42704"))
    } finally {
      await Promise.all(visitors.map(visitor => visitor.end()))
    }
    expect(await itemRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", retired: false }])
    expect(await countRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
  })

  it("include retired ones: not counted, their count kept", async () => {
    await admin.query("select public.sync_media_items('[]'::jsonb)")
    const visitor = await connect(asRole("anon"))
    try {
      await expect(increment(visitor, "guitar", "/media/a.mp3")).rejects.toMatchObject({ code: "42704" })
    } finally {
      await visitor.end()
    }
    expect(await itemRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", retired: true }])
    expect(await countRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
  })
})

describe("concurrent views", () => {
  it("ends at exactly 1,000 after 1,000 increments from 20 connections", async () => {
    await listWithCounts(admin, [{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 0 }])
    const pool = new Pool({ ...asRole("anon"), max: 20 })
    try {
      // Every connection is open before the first increment, so all 20 compete.
      const clients = await Promise.all(Array.from({ length: 20 }, () => pool.connect()))
      clients.forEach(client => client.release())
      expect(pool.totalCount).toBe(20)

      const counts = await Promise.all(
        Array.from({ length: 1000 }, async () => (await increment(pool, "guitar", "/media/a.mp3")).rows[0].count as number),
      )
      expect(pool.totalCount).toBe(20)
      // Each call saw its own new count: no two increments read the same value.
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1))
      expect(await countRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 1000 }])
    } finally {
      await pool.end()
    }
  })
})

describe("bad arguments", () => {
  let visitor: Client

  beforeEach(async () => {
    visitor = await connect(asRole("anon"))
    await listWithCounts(admin, [{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
  })

  afterEach(async () => {
    await visitor.end()
  })

  it.each([
    ["a null playlist id", null, "/media/a.mp3", "p_playlist_id must not be empty"],
    ["an empty playlist id", "", "/media/a.mp3", "p_playlist_id must not be empty"],
    ["a blank playlist id", "   ", "/media/a.mp3", "p_playlist_id must not be empty"],
    ["an over-long playlist id", "g".repeat(201), "/media/a.mp3", "p_playlist_id must be at most 200 characters"],
    ["a null media url", "guitar", null, "p_media_url must not be empty"],
    ["an empty media url", "guitar", "", "p_media_url must not be empty"],
    ["an over-long media url", "guitar", `/media/${"a".repeat(2042)}`, "p_media_url must be at most 2048 characters"],
  ])("%s gets a clear error and changes nothing", async (_, playlistId, mediaUrl, message) => {
    const failure = increment(visitor, playlistId, mediaUrl)
    await expect(failure).rejects.toThrow(`increment_view_count: ${message}`)
    await expect(failure).rejects.toMatchObject({ code: "22023" })
    expect(await countRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
  })

  it("counts a listed item with the longest allowed values", async () => {
    await listWithCounts(admin, [{ playlist_id: "g".repeat(200), media_url: `/${"a".repeat(2047)}`, view_count: 0 }])
    expect((await increment(visitor, "g".repeat(200), `/${"a".repeat(2047)}`)).rows[0].count).toBe(1)
  })
})
