// npm run media:sync [-- FILE]
// Lists the media player's items (static/media-playlist.json, or FILE) in the database named by
// DATABASE_URL, so that visitors can count their views: new items are added, items that left the
// file are retired with their counts kept, and a second run changes nothing. Run it on every deploy
// that changes the playlist file (README, "The media player and its view counts").
import fs from "node:fs"
import path from "node:path"
import { Client } from "pg"
import { parsePlaylistFile } from "../src/features/media-player/logic/playlist-file"
import { countedItems } from "../src/features/media-player/logic/view-counts"

const USAGE = "Usage: DATABASE_URL=postgresql://... npm run media:sync [-- FILE]"
// npm runs scripts from the project's root.
const DEFAULT_FILE = path.join("static", "media-playlist.json")

interface SyncResult {
  added: number
  restored: number
  retired: number
}

async function main(args: string[]): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    console.error("media:sync needs DATABASE_URL: the project's Postgres connection string (Supabase: Connect → Session pooler).")
    console.error(USAGE)
    return 1
  }
  const file = args[0] ?? DEFAULT_FILE
  let items
  try {
    items = countedItems(parsePlaylistFile(JSON.parse(fs.readFileSync(file, "utf8"))))
  } catch (error) {
    console.error(`media:sync: ${file}: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
  const db = new Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query<SyncResult>("select added, restored, retired from public.sync_media_items($1::jsonb)", [JSON.stringify(items)])
    const { added, restored, retired } = rows[0]
    console.log(`media:sync: ${items.length} items listed from ${file}: ${added} added, ${restored} restored, ${retired} retired.`)
    return 0
  } finally {
    await db.end()
  }
}

main(process.argv.slice(2)).then(
  code => (process.exitCode = code),
  (error: unknown) => {
    console.error(`media:sync failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  },
)
