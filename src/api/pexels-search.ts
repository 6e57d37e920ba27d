import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import tagMetadata from "../../content/data/tags.json"
import { rawAddressOf, searchTagImages } from "../lib/tag-image-search"

// Every tag an article uses is declared in tags.json (the build stops otherwise), so this is the site's tag list.
const knownTags = Object.keys(tagMetadata)

/** GET /api/pexels-search?q={tag}: { images: string[] } from the Pexels search API. */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const answer = await searchTagImages({ method: req.method, address: rawAddressOf(req) }, { key: process.env.PEXELS_API_KEY, knownTags, fetch })
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value)
  res.status(answer.status).json(answer.body)
}
