/**
 * The media_views migration on a real PostgreSQL (started by scripts/test-db.sh). Visitors reach the
 * database as Supabase's anon role; these tests take that role through the connection's startup options.
 */
import { Client, Pool, type ClientConfig } from "pg"

const server: ClientConfig = { host: process.env.PGHOST, port: Number(process.env.PGPORT), user: "postgres", database: "postgres" }
const asRole = (role: string): ClientConfig => ({ ...server, options: `-c role=${role}` })

let admin: Client

async function connect(config: ClientConfig): Promise<Client> {
  const client = new Client(config)
  await client.connect()
  return client
}

const rows = async () =>
  (await admin.query("select playlist_id, media_url, view_count::int as view_count from public.media_views order by playlist_id, media_url")).rows

beforeAll(async () => {
  admin = await connect(server)
})

afterAll(async () => {
  await admin.end()
})

beforeEach(async () => {
  await admin.query("truncate public.media_views")
})

describe.each(["anon", "authenticated"])("the %s role", role => {
  let visitor: Client

  beforeEach(async () => {
    visitor = await connect(asRole(role))
  })

  afterEach(async () => {
    await visitor.end()
  })

  it("reads the counts of the playlists it asks for", async () => {
    await admin.query(
      "insert into public.media_views (playlist_id, media_url, view_count) values ('guitar', '/media/a.mp3', 3), ('guitar', '/media/b.mp3', 1), ('lessons', '/media/c.mp4', 7)",
    )
    const { rows: read } = await visitor.query(
      "select media_url, view_count::int as view_count, playlist_id from public.media_views where playlist_id = any($1) order by media_url",
      [["guitar"]],
    )
    expect(read).toEqual([
      { media_url: "/media/a.mp3", view_count: 3, playlist_id: "guitar" },
      { media_url: "/media/b.mp3", view_count: 1, playlist_id: "guitar" },
    ])
  })

  it("counts views through increment_view_count, which returns each new count", async () => {
    const count = async () => (await visitor.query("select public.increment_view_count($1, $2)::int as count", ["guitar", "/media/a.mp3"])).rows[0].count
    expect(await count()).toBe(1)
    expect(await count()).toBe(2)
    expect(await rows()).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 2 }])
  })

  it.each([
    ["insert", "insert into public.media_views (playlist_id, media_url, view_count) values ('guitar', '/media/a.mp3', 999)"],
    ["update", "update public.media_views set view_count = 999"],
    ["delete", "delete from public.media_views"],
    ["truncate", "truncate public.media_views"],
  ])("may not %s rows", async (_, statement) => {
    await admin.query("insert into public.media_views (playlist_id, media_url, view_count) values ('guitar', '/media/a.mp3', 5)")
    await expect(visitor.query(statement)).rejects.toThrow("permission denied for table media_views")
    expect(await rows()).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
  })
})

describe("row-level security", () => {
  // Privileges are the first wall; this proves the second one stands even if a grant slips in later.
  it("lets the anon role only read, even when it is granted writing", async () => {
    await admin.query("insert into public.media_views (playlist_id, media_url, view_count) values ('guitar', '/media/a.mp3', 5)")
    await admin.query("grant insert, update, delete on public.media_views to anon")
    const visitor = await connect(asRole("anon"))
    try {
      await expect(visitor.query("insert into public.media_views (playlist_id, media_url) values ('guitar', '/media/b.mp3')")).rejects.toThrow(
        'new row violates row-level security policy for table "media_views"',
      )
      expect((await visitor.query("update public.media_views set view_count = 999")).rowCount).toBe(0)
      expect((await visitor.query("delete from public.media_views")).rowCount).toBe(0)
      expect(await rows()).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
    } finally {
      await visitor.end()
      await admin.query("revoke insert, update, delete on public.media_views from anon")
    }
  })
})

describe("concurrent views", () => {
  it("ends at exactly 1,000 after 1,000 increments from 20 connections", async () => {
    const pool = new Pool({ ...asRole("anon"), max: 20 })
    try {
      // Every connection is open before the first increment, so all 20 compete.
      const clients = await Promise.all(Array.from({ length: 20 }, () => pool.connect()))
      clients.forEach(client => client.release())
      expect(pool.totalCount).toBe(20)

      const counts = await Promise.all(
        Array.from({ length: 1000 }, async () => {
          const { rows: result } = await pool.query("select public.increment_view_count($1, $2)::int as count", ["guitar", "/media/a.mp3"])
          return result[0].count as number
        }),
      )
      expect(pool.totalCount).toBe(20)
      // Each call saw its own new count: no two increments read the same value.
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1))
      expect(await rows()).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 1000 }])
    } finally {
      await pool.end()
    }
  })
})

describe("bad arguments", () => {
  let visitor: Client

  beforeEach(async () => {
    visitor = await connect(asRole("anon"))
    await admin.query("insert into public.media_views (playlist_id, media_url, view_count) values ('guitar', '/media/a.mp3', 5)")
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
    const failure = visitor.query("select public.increment_view_count($1, $2)", [playlistId, mediaUrl])
    await expect(failure).rejects.toThrow(`increment_view_count: ${message}`)
    await expect(failure).rejects.toMatchObject({ code: "22023" })
    expect(await rows()).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
  })

  it("accepts the longest allowed values", async () => {
    const count = await visitor.query("select public.increment_view_count($1, $2)::int as count", ["g".repeat(200), `/${"a".repeat(2047)}`])
    expect(count.rows[0].count).toBe(1)
  })
})
