/**
 * `npm run media:sync` against a real PostgreSQL: it lists the playlist file's items so that their views
 * can be counted, retires the items that left the file (keeping their counts), and changes nothing
 * when run again on the same file.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Client } from "pg"
import { asRole, connect, countRows, itemRows, resetTables, server } from "./database"

const root = path.join(__dirname, "..", "..")
const siteFile = path.join(root, "static", "media-playlist.json")
const databaseUrl = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(String(server.host))}&port=${server.port}`
/** What `npm run media:sync` runs: the script, through tsx. */
const command = [require.resolve("tsx/cli"), path.join(root, "scripts", "media-sync.ts")]

let admin: Client
let folder: string

const outcome = (run: ReturnType<typeof spawnSync>) => ({ status: run.status, output: `${run.stdout}${run.stderr}`.trim() })

/** `npm run media:sync`, as the owner runs it. */
const npmSync = (env: Record<string, string>) =>
  outcome(spawnSync("npm", ["run", "--silent", "media:sync"], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" }))

/** The command `npm run media:sync` runs, without npm in front of it. */
const sync = (file: string, env: Record<string, string> = { DATABASE_URL: databaseUrl }) =>
  outcome(spawnSync(process.execPath, [...command, file], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" }))

/** A playlist file with these playlists, each a list of media URLs. */
function playlistFile(playlists: Record<string, string[]>): string {
  const file = path.join(folder, `playlist-${fs.readdirSync(folder).length}.json`)
  const json = {
    playlists: Object.entries(playlists).map(([id, urls]) => ({
      id,
      title: id,
      items: urls.map(url => ({ title: url, url, type: "audio" })),
    })),
  }
  fs.writeFileSync(file, JSON.stringify(json))
  return file
}

/** Every row of both tables, with the transaction that last wrote it: unchanged means unwritten. */
const snapshot = async () => ({
  items: (await admin.query("select xmin::text, * from public.media_items order by playlist_id, media_url")).rows,
  views: (await admin.query("select xmin::text, * from public.media_views order by playlist_id, media_url")).rows,
})

async function countView(playlistId: string, mediaUrl: string): Promise<number> {
  const visitor = await connect(asRole("anon"))
  try {
    return (await visitor.query("select public.increment_view_count($1, $2)::int as count", [playlistId, mediaUrl])).rows[0].count
  } finally {
    await visitor.end()
  }
}

beforeAll(async () => {
  admin = await connect(server)
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "media-sync-"))
})

afterAll(async () => {
  await admin.end()
  fs.rmSync(folder, { recursive: true, force: true })
})

beforeEach(async () => {
  await resetTables(admin)
})

it("lists every item of the site's playlist file, each counted from 0, and a second run changes nothing", async () => {
  const { playlists } = JSON.parse(fs.readFileSync(siteFile, "utf8")) as { playlists: Array<{ id: string; items: Array<{ url: string }> }> }
  const listed = [...new Map(playlists.flatMap(p => p.items.map(item => [`${p.id} ${item.url}`, { playlist_id: p.id, media_url: item.url }]))).values()]
  const byKey = (a: { playlist_id: string; media_url: string }, b: typeof a) => (a.playlist_id + a.media_url < b.playlist_id + b.media_url ? -1 : 1)

  const first = npmSync({ DATABASE_URL: databaseUrl })
  expect(first).toEqual({ status: 0, output: `media:sync: ${listed.length} items listed from static/media-playlist.json: ${listed.length} added, 0 restored, 0 retired.` })
  expect(await itemRows(admin)).toEqual(listed.map(item => ({ ...item, retired: false })).sort(byKey))
  expect(await countRows(admin)).toEqual(listed.map(item => ({ ...item, view_count: 0 })).sort(byKey))

  const before = await snapshot()
  expect(sync("static/media-playlist.json")).toEqual({ status: 0, output: `media:sync: ${listed.length} items listed from static/media-playlist.json: 0 added, 0 restored, 0 retired.` })
  expect(await snapshot()).toEqual(before)
})

it("retires an item that left the file, keeping its count, and restores it when it comes back", async () => {
  const both = playlistFile({ guitar: ["/media/a.mp3", "/media/b.mp3"] })
  const onlyB = playlistFile({ guitar: ["/media/b.mp3"] })
  expect(sync(both).status).toBe(0)
  expect(await countView("guitar", "/media/a.mp3")).toBe(1)
  expect(await countView("guitar", "/media/a.mp3")).toBe(2)

  expect(sync(onlyB).output).toMatch(/: 0 added, 0 restored, 1 retired\.$/)
  expect(await itemRows(admin)).toEqual([
    { playlist_id: "guitar", media_url: "/media/a.mp3", retired: true },
    { playlist_id: "guitar", media_url: "/media/b.mp3", retired: false },
  ])
  await expect(countView("guitar", "/media/a.mp3")).rejects.toMatchObject({ code: "42704" })
  const retired = await snapshot()
  expect(sync(onlyB).output).toMatch(/: 0 added, 0 restored, 0 retired\.$/)
  expect(await snapshot()).toEqual(retired)
  expect(await countRows(admin)).toEqual([
    { playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 2 },
    { playlist_id: "guitar", media_url: "/media/b.mp3", view_count: 0 },
  ])

  expect(sync(both).output).toMatch(/: 0 added, 1 restored, 0 retired\.$/)
  expect(await countView("guitar", "/media/a.mp3")).toBe(3)
})

it("lists the same media in two playlists as two items, and refuses one listed twice in a playlist", async () => {
  const file = playlistFile({ guitar: ["/media/a.mp3"], lessons: ["/media/a.mp3"] })
  expect(sync(file).output).toMatch(/: 2 items listed from .*: 2 added, 0 restored, 0 retired\.$/)
  expect((await itemRows(admin)).map(item => item.playlist_id)).toEqual(["guitar", "lessons"])
  // The build's own rule for the playlist file: a URL at most once per playlist.
  const repeated = sync(playlistFile({ guitar: ["/media/a.mp3", "/media/a.mp3"] }))
  expect(repeated.status).not.toBe(0)
  expect(repeated.output).toMatch(/playlists\[0\]\.items\[1\]: field "url" repeats items\[0\]/)
})

it("stops on a malformed file, naming the file and the field, and changes nothing", async () => {
  expect(sync(playlistFile({ guitar: ["/media/a.mp3"] })).status).toBe(0)
  const before = await snapshot()
  const file = path.join(folder, "malformed.json")
  fs.writeFileSync(file, JSON.stringify({ playlists: [{ id: "guitar", title: "Guitar", items: [{ title: "A", type: "audio" }] }] }))
  expect(sync(file)).toEqual({ status: 1, output: `media:sync: ${file}: playlists[0].items[0]: field "url" is required text` })
  expect(await snapshot()).toEqual(before)
})

it("stops without DATABASE_URL, saying what it needs", () => {
  expect(npmSync({ DATABASE_URL: "" })).toEqual({
    status: 1,
    output:
      "media:sync needs DATABASE_URL: the project's Postgres connection string (Supabase: Connect → Session pooler).\nUsage: DATABASE_URL=postgresql://... npm run media:sync [-- FILE]",
  })
})

it("says so when the database cannot be reached", () => {
  const run = sync(siteFile, { DATABASE_URL: `postgresql://postgres@localhost/no_such_database?host=${encodeURIComponent(String(server.host))}&port=${server.port}` })
  expect(run).toEqual({ status: 1, output: 'media:sync failed: database "no_such_database" does not exist' })
})
