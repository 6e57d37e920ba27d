import type { Page, Route } from "@playwright/test"

/** The backend address the browser-test build is made with (npm run build:e2e). */
export const STUB_SUPABASE_URL = "http://supabase.test"

const CORS = { "access-control-allow-origin": "*" }

const key = (playlistId: string, mediaUrl: string) => `${playlistId}\n${mediaUrl}`

/**
 * Stands in for Supabase's HTTP endpoint, the one edge browser tests cannot reach: it answers the
 * media_views read from the counts it holds and increment_view_count by adding one, recording every call.
 * With `failing` it answers every call with 500.
 */
export async function stubSupabase(page: Page, options: { counts?: Record<string, Record<string, number>>; failing?: boolean } = {}) {
  const counts = new Map<string, number>()
  for (const [playlistId, items] of Object.entries(options.counts ?? {})) for (const [url, count] of Object.entries(items)) counts.set(key(playlistId, url), count)
  const reads: string[][] = []
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
      const count = (counts.get(key(playlistId, mediaUrl)) ?? 0) + 1
      counts.set(key(playlistId, mediaUrl), count)
      return json(route, 200, count)
    }
    if (url.pathname === "/rest/v1/media_views" && request.method() === "GET") {
      const ids = /^in\.\((.*)\)$/.exec(url.searchParams.get("playlist_id") ?? "")?.[1].split(",") ?? []
      reads.push(ids)
      if (options.failing) return json(route, 500, { message: "stub backend is down" })
      const rows = [...counts]
        .map(([k, view_count]) => ({ playlist_id: k.split("\n")[0], media_url: k.split("\n")[1], view_count }))
        .filter(row => ids.includes(row.playlist_id))
      return json(route, 200, rows)
    }
    return json(route, 404, { message: `the stub does not answer ${request.method()} ${url.pathname}` })
  })
  return { reads, increments }
}
