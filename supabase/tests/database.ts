/**
 * What the database tests share: connections to the PostgreSQL that scripts/test-db.sh starts, as its
 * owner or as one of Supabase's API roles (taken through the connection's startup options, as visitors
 * reach the database through the anonymous key), and the tables' contents.
 */
import { Client, type ClientConfig } from "pg"

export const server: ClientConfig = { host: process.env.PGHOST, port: Number(process.env.PGPORT), user: "postgres", database: "postgres" }
export const asRole = (role: string): ClientConfig => ({ ...server, options: `-c role=${role}` })

export async function connect(config: ClientConfig): Promise<Client> {
  const client = new Client(config)
  await client.connect()
  return client
}

export const resetTables = (admin: Client) => admin.query("truncate public.media_views, public.media_items")

export interface CountRow {
  playlist_id: string
  media_url: string
  view_count: number
}

export const countRows = async (admin: Client): Promise<CountRow[]> =>
  (await admin.query("select playlist_id, media_url, view_count::int as view_count from public.media_views order by playlist_id, media_url")).rows

export const itemRows = async (admin: Client): Promise<Array<{ playlist_id: string; media_url: string; retired: boolean }>> =>
  (await admin.query("select playlist_id, media_url, retired from public.media_items order by playlist_id, media_url")).rows

/** Lists exactly these items, as `npm run media:sync` does, and gives each its count. */
export async function listWithCounts(admin: Client, counts: readonly CountRow[]): Promise<void> {
  const items = counts.map(({ playlist_id, media_url }) => ({ playlist_id, media_url }))
  await admin.query("select public.sync_media_items($1::jsonb)", [JSON.stringify(items)])
  for (const { playlist_id, media_url, view_count } of counts) {
    await admin.query("update public.media_views set view_count = $3 where playlist_id = $1 and media_url = $2", [playlist_id, media_url, view_count])
  }
}
