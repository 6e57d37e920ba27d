/**
 * What the view-count tests share: the owner's connection, open while the test file runs, with both
 * tables emptied before each test; and increment_view_count, called as the player calls it.
 */
import type { Client, Pool } from "pg"
import { connect, resetTables, server } from "./database"

/** The owner's connection; set once `connectOwner()` has registered its hooks and the file's tests run. */
export let admin: Client

/** Opens the owner's connection for the file's tests and empties the tables before each of them. Call it at the top of the file. */
export function connectOwner(): void {
  beforeAll(async () => {
    admin = await connect(server)
  })

  afterAll(async () => {
    await admin.end()
  })

  beforeEach(async () => {
    await resetTables(admin)
  })
}

export const increment = (db: Client | Pool, playlistId: string | null, mediaUrl: string | null) =>
  db.query("select public.increment_view_count($1, $2)::int as count", [playlistId, mediaUrl])
