import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { pexelsImages, pexelsSearchUrl } from "../lib/pexels"

const MAX_QUERY = 100

/** GET /api/pexels-search?q={tag}: { images: string[] } from the Pexels search API. */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  if (req.method !== "GET") {
    res.setHeader("Allow", "GET")
    res.status(405).json({ error: "Only GET is allowed" })
    return
  }
  const q = typeof req.query.q === "string" ? req.query.q.trim() : ""
  if (!q || q.length > MAX_QUERY) {
    res.status(400).json({ error: `Query parameter q must be 1 to ${MAX_QUERY} characters` })
    return
  }
  const key = process.env.PEXELS_API_KEY
  if (!key) {
    res.status(503).json({ error: "Image search is not configured" })
    return
  }
  try {
    const answer = await fetch(pexelsSearchUrl(q), { headers: { Authorization: key } })
    if (!answer.ok) {
      res.status(502).json({ error: `Image search answered ${answer.status}` })
      return
    }
    res.setHeader("Cache-Control", "public, max-age=86400")
    res.status(200).json({ images: pexelsImages(await answer.json()) })
  } catch {
    res.status(502).json({ error: "Image search could not be reached" })
  }
}
