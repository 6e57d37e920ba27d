/**
 * The view counts on a real PostgreSQL (started by scripts/test-db.sh), as visitors reach them with the
 * anonymous key: read the counts, count a view of a listed item, and nothing else. What increment_view_count
 * refuses, and many views at once: media-views-increment.db.test.ts.
 */
import type { Client } from "pg"
import { asRole, connect, countRows, itemRows, listWithCounts } from "./database"
import { admin, connectOwner, increment } from "./media-views"

connectOwner()

describe.each(["anon", "authenticated"])("the %s role", role => {
  let visitor: Client

  beforeEach(async () => {
    visitor = await connect(asRole(role))
  })

  afterEach(async () => {
    await visitor.end()
  })

  it("reads the counts of the listed items through live_media_views", async () => {
    await listWithCounts(admin, [
      { playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 3 },
      { playlist_id: "guitar", media_url: "/media/b.mp3", view_count: 1 },
      { playlist_id: "lessons", media_url: "/media/c.mp4", view_count: 7 },
    ])
    const { rows: read } = await visitor.query(
      "select media_url, view_count::int as view_count, playlist_id from public.live_media_views where playlist_id = any($1) order by media_url",
      [["guitar"]],
    )
    expect(read).toEqual([
      { media_url: "/media/a.mp3", view_count: 3, playlist_id: "guitar" },
      { media_url: "/media/b.mp3", view_count: 1, playlist_id: "guitar" },
    ])
    // The keep-alive read, as src/browser/keep-alive.ts asks it through the REST API.
    expect((await visitor.query("select playlist_id from public.live_media_views limit 1")).rows).toHaveLength(1)
  })

  it("reads no retired item's count, through the view or view_counts, and not the table at all", async () => {
    await listWithCounts(admin, [
      { playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 3 },
      { playlist_id: "guitar", media_url: "/media/retired.mp3", view_count: 40 },
    ])
    await admin.query("update public.media_items set retired = true where media_url = '/media/retired.mp3'")
    expect((await visitor.query("select media_url, view_count::int as view_count from public.live_media_views")).rows).toEqual([{ media_url: "/media/a.mp3", view_count: 3 }])
    // Even a condition that would throw on the hidden row never sees it (the view is a security barrier).
    expect((await visitor.query("select media_url from public.live_media_views where 1 / (view_count - 40) is not null")).rows).toEqual([{ media_url: "/media/a.mp3" }])
    const asked = [{ playlist_id: "guitar", media_url: "/media/retired.mp3" }, { playlist_id: "guitar", media_url: "/media/a.mp3" }]
    expect((await visitor.query("select media_url from public.view_counts($1::jsonb)", [JSON.stringify(asked)])).rows).toEqual([{ media_url: "/media/a.mp3" }])
    await expect(visitor.query("select * from public.media_views")).rejects.toThrow("permission denied for table media_views")
    await expect(visitor.query("select playlist_id from public.media_views limit 1")).rejects.toThrow("permission denied for table media_views")
  })

  it.each([
    ["insert into", "insert into public.live_media_views (playlist_id, media_url, view_count) values ('guitar', '/media/a.mp3', 999)"],
    ["update", "update public.live_media_views set view_count = 999"],
    ["delete from", "delete from public.live_media_views"],
  ])("may not %s live_media_views", async (_, statement) => {
    await listWithCounts(admin, [{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
    // Refused whichever comes first: the missing right, or a view over a join, which takes no writes.
    await expect(visitor.query(statement)).rejects.toThrow(/permission denied for view live_media_views|cannot (insert into|update|delete from) view "live_media_views"/)
    expect(await countRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
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
  it("shows the anon role no row of media_views and lets it change none, even when it is granted everything", async () => {
    await listWithCounts(admin, [{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
    await admin.query("grant select, insert, update, delete on public.media_views to anon")
    const visitor = await connect(asRole("anon"))
    try {
      expect((await visitor.query("select * from public.media_views")).rows).toEqual([])
      await expect(visitor.query("insert into public.media_views (playlist_id, media_url) values ('guitar', '/media/b.mp3')")).rejects.toThrow(
        'new row violates row-level security policy for table "media_views"',
      )
      expect((await visitor.query("update public.media_views set view_count = 999")).rowCount).toBe(0)
      expect((await visitor.query("delete from public.media_views")).rowCount).toBe(0)
      expect(await countRows(admin)).toEqual([{ playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 5 }])
    } finally {
      await visitor.end()
      await admin.query("revoke select, insert, update, delete on public.media_views from anon")
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
