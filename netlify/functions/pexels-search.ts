import tagMetadata from "../../content/data/tags.json"
import { rawAddressOf, searchTagImages } from "../../src/lib/tag-image-search"

// Every tag an article uses is declared in tags.json (the build stops otherwise), so this is the site's tag list.
const knownTags = Object.keys(tagMetadata)

/** GET /api/pexels-search?q={tag}: { images: string[] } from the Pexels search API. */
export default async function pexelsSearch(request: Request): Promise<Response> {
  const answer = await searchTagImages({ method: request.method, address: rawAddressOf(request.url) }, { key: process.env.PEXELS_API_KEY, knownTags, fetch })
  return Response.json(answer.body, { status: answer.status, headers: answer.headers })
}

// A Netlify Function of its own, at the address the tag pages ask: Netlify bundles it from this
// folder at deploy, so Gatsby's build compiles no function (about 1.8 s of a cold build).
export const config = { path: "/api/pexels-search" }
