/**
 * The view counts on a real PostgreSQL (started by scripts/test-db.sh), as visitors reach them with the
 * anonymous key: read the counts, count a view of a listed item, and nothing else.
 */
import { Pool, type Client } from "pg"
import { asRole, connect, countRows, itemRows, listWithCounts, resetTables, server } from "./database"

let admin: Client

beforeAll(async () => {
  admin = await connect(server)
})

afterAll(async () => {
  await admin.end()
})

beforeEach(async () => {
  await resetTables(admin)
})

const increment = (db: Client | Pool, playlistId: string | null, mediaUrl: string | null) =>
  db.query("select public.increment_view_count($1, $2)::int as count", [playlistId, mediaUrl])

describe.each(["anon", "authenticated"])("the %s role", role => {
  let visitor: Client

  beforeEach(async () => {
    visitor = await connect(asRole(role))
  })

  afterEach(async () => {
    await visitor.end()
  })

  it("reads the counts of the playlists it asks for", async () => {
    await listWithCounts(admin, [
      { playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 3 },
      { playlist_id: "guitar", media_url: "/media/b.mp3", view_count: 1 },
      { playlist_id: "lessons", media_url: "/media/c.mp4", view_count: 7 },
    ])
    const { rows: read } = await visitor.query(
      "select media_url, view_count::int as view_count, playlist_id from public.media_views where playlist_id = any($1) order by media_url",
      [["guitar"]],
    )
    expect(read).toEqual([
      { media_url: "/media/a.mp3", view_count: 3, playlist_id: "guitar" },
      { media_url: "/media/b.mp3", view_count: 1, playlist_id: "guitar" },
    ])
  })

  it("reads through view_counts the counts of exactly the items it asks for", async () => {
    await listWithCounts(admin, [
      { playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 3 },
      { playlist_id: "guitar", media_url: "/media/b.mp3", view_count: 1 },
      { playlist_id: "lessons", media_url: "/media/a.mp3", view_count: 7 },
    ])
    const asked = [
      { playlist_id: "guitar", media_url: "/media/a.mp3" },
      { playlist_id: "lessons", media_url: "/media/a.mp3" },
      { playlist_id: "guitar", media_url: "/media/made-up.mp3" },
    ]
    const { rows: read } = await visitor.query(
      "select playlist_id, media_url, view_count::int as view_count from public.view_counts($1::jsonb) order by playlist_id",
      [JSON.stringify(asked)],
    )
    expect(read).toEqual([
      { playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 3 },
      { playlist_id: "lessons", media_url: "/media/a.mp3", view_count: 7 },
    ])
  })

  it("counts views of a listed item through increment_view_count, which returns each new count", async () => {
    await listWithCounts(admin, [{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 0 }])
    expect((await increment(visitor, "guitar", "/media/a.mp3")).rows[0].count).toBe(1)
    expect((await increment(visitor, "guitar", "/media/a.mp3")).rows[0].count).toBe(2)
    expect(await countRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 2 }])
  })

  it.each([
    ["insert into", "insert into public.media_views (playlist_id, media_url, view_count) values ('guitar', '/media/a.mp3', 999)"],
    ["update", "update public.media_views set view_count = 999"],
    ["delete from", "delete from public.media_views"],
    ["truncate", "truncate public.media_views"],
  ])("may not %s media_views", async (_, statement) => {
    await listWithCounts(admin, [{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
    await expect(visitor.query(statement)).rejects.toThrow("permission denied for table media_views")
    expect(await countRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
  })

  it.each([
    ["read", "select * from public.media_items"],
    ["insert into", "insert into public.media_items (playlist_id, media_url) values ('guitar', '/media/made-up.mp3')"],
    ["update", "update public.media_items set retired = false"],
    ["delete from", "delete from public.media_items"],
    ["truncate", "truncate public.media_items"],
  ])("may not %s media_items", async (_, statement) => {
    await listWithCounts(admin, [{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
    await admin.query("update public.media_items set retired = true")
    await expect(visitor.query(statement)).rejects.toThrow("permission denied for table media_items")
    expect(await itemRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", retired: true }])
  })

  it("may not list items itself", async () => {
    await expect(visitor.query("select public.sync_media_items('[]'::jsonb)")).rejects.toThrow("permission denied for function sync_media_items")
  })
})

describe("row-level security", () => {
  // Privileges are the first wall; this proves the second one stands even if a grant slips in later.
  it("lets the anon role only read the counts, even when it is granted writing", async () => {
    await listWithCounts(admin, [{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
    await admin.query("grant insert, update, delete on public.media_views to anon")
    const visitor = await connect(asRole("anon"))
    try {
      await expect(visitor.query("insert into public.media_views (playlist_id, media_url) values ('guitar', '/media/b.mp3')")).rejects.toThrow(
        'new row violates row-level security policy for table "media_views"',
      )
      expect((await visitor.query("update public.media_views set view_count = 999")).rowCount).toBe(0)
      expect((await visitor.query("delete from public.media_views")).rowCount).toBe(0)
      expect(await countRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
    } finally {
      await visitor.end()
      await admin.query("revoke insert, update, delete on public.media_views from anon")
    }
  })

  it("shows the anon role no listed item and lets it change none, even when it is granted everything", async () => {
    await listWithCounts(admin, [{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
    await admin.query("grant select, insert, update, delete on public.media_items to anon")
    const visitor = await connect(asRole("anon"))
    try {
      expect((await visitor.query("select * from public.media_items")).rows).toEqual([])
      await expect(visitor.query("insert into public.media_items (playlist_id, media_url) values ('guitar', '/media/b.mp3')")).rejects.toThrow(
        'new row violates row-level security policy for table "media_items"',
      )
      expect((await visitor.query("update public.media_items set retired = true")).rowCount).toBe(0)
      expect((await visitor.query("delete from public.media_items")).rowCount).toBe(0)
      expect(await itemRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", retired: false }])
    } finally {
      await visitor.end()
      await admin.query("revoke select, insert, update, delete on public.media_items from anon")
    }
  })
})

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
