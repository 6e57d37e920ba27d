import type { Page, Route } from "@playwright/test"
import { playlistFile } from "./content"

/** The backend address the browser-test build is made with (npm run build:e2e). */
export const STUB_SUPABASE_URL = "http://supabase.test"

const CORS = { "access-control-allow-origin": "*" }

const key = (playlistId: string, mediaUrl: string) => `${playlistId}\n${mediaUrl}`

/** An item as the backend names it. */
export interface CountedItem {
  playlist_id: string
  media_url: string
}

interface StubOptions {
  /** counts by playlist id and media URL; every other item the backend lists starts at 0 */
  counts?: Record<string, Record<string, number>>
  /** items of the playlist file the backend does not list (the file changed and `npm run media:sync` has not run) */
  unlisted?: CountedItem[]
  /** every call answered with 500 */
  failing?: boolean
}

/**
 * Stands in for Supabase's HTTP endpoint, the one edge browser tests cannot reach, as the migrations
 * make it: it lists the items of the playlist file (as `npm run media:sync` does) with their counts,
 * answers view_counts with the counts of the asked items and increment_view_count by adding one to a
 * listed item, refusing any other as the database does, and records every call.
 */
export async function stubSupabase(page: Page, options: StubOptions = {}) {
  const counts = new Map<string, number>()
  for (const playlist of playlistFile.playlists) for (const item of playlist.items) counts.set(key(playlist.id, item.url), 0)
  for (const [playlistId, items] of Object.entries(options.counts ?? {})) for (const [url, count] of Object.entries(items)) counts.set(key(playlistId, url), count)
  for (const item of options.unlisted ?? []) counts.delete(key(item.playlist_id, item.media_url))
  const reads: CountedItem[][] = []
  const increments: Array<{ playlistId: string; mediaUrl: string }> = []

  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, headers: { ...CORS, "content-type": "application/json" }, body: JSON.stringify(body) })

  await page.route(`${STUB_SUPABASE_URL}/**`, async route => {
    const request = route.request()
    const url = new URL(request.url())
    // The preflight: allow what the client asks for (a "*" would not cover its Authorization header).
    if (request.method() === "OPTIONS") {
      return route.fulfill({
        status: 204,
        headers: {
          ...CORS,
          "access-control-allow-methods": "GET, POST",
          "access-control-allow-headers": (await request.headerValue("access-control-request-headers")) ?? "",
        },
      })
    }
    if (url.pathname === "/rest/v1/rpc/increment_view_count" && request.method() === "POST") {
      const { p_playlist_id: playlistId, p_media_url: mediaUrl } = request.postDataJSON() as { p_playlist_id: string; p_media_url: string }
      increments.push({ playlistId, mediaUrl })
      if (options.failing) return json(route, 500, { message: "stub backend is down" })
      const listed = counts.get(key(playlistId, mediaUrl))
      if (listed === undefined) {
        return json(route, 400, { code: "42704", message: `increment_view_count: ${mediaUrl} of playlist ${playlistId} is not an item the site lists` })
      }
      counts.set(key(playlistId, mediaUrl), listed + 1)
      return json(route, 200, listed + 1)
    }
    if (url.pathname === "/rest/v1/rpc/view_counts" && request.method() === "POST") {
      const { p_items: asked } = request.postDataJSON() as { p_items: CountedItem[] }
      reads.push(asked)
      if (options.failing) return json(route, 500, { message: "stub backend is down" })
      const rows = asked.flatMap(item => {
        const view_count = counts.get(key(item.playlist_id, item.media_url))
        return view_count === undefined ? [] : [{ ...item, view_count }]
      })
      return json(route, 200, rows)
    }
    return json(route, 404, { message: `the stub does not answer ${request.method()} ${url.pathname}` })
  })
  return { reads, increments }
}
