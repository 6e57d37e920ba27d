import type { MediaItem, Playlist } from "../types"

/** The playlist file's address on the site: static/media-playlist.json is served from the site root. */
export const PLAYLIST_FILE_PATH = "/media-playlist.json"

export class PlaylistFileError extends Error {
  constructor(where: string, detail: string) {
    super(`${where}: ${detail}`)
    this.name = "PlaylistFileError"
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

function text(record: Record<string, unknown>, field: string, where: string, required: boolean): string | undefined {
  const value = record[field]
  if (value === undefined && !required) return undefined
  if (typeof value !== "string" || (required && !value.trim())) {
    throw new PlaylistFileError(where, required ? `field "${field}" is required text` : `field "${field}" must be text`)
  }
  return value
}

function mediaItem(value: unknown, where: string): MediaItem {
  if (!isObject(value)) throw new PlaylistFileError(where, "must be an object")
  const type = value.type
  if (type !== "audio" && type !== "video") throw new PlaylistFileError(where, 'field "type" must be "audio" or "video"')
  const item: MediaItem = { title: text(value, "title", where, true)!, url: text(value, "url", where, true)!, type }
  for (const field of ["artist", "thumbnail", "duration"] as const) {
    const optional = text(value, field, where, false)
    if (optional !== undefined) item[field] = optional
  }
  return item
}

function playlist(value: unknown, where: string): Playlist {
  if (!isObject(value)) throw new PlaylistFileError(where, "must be an object")
  if (!Array.isArray(value.items)) throw new PlaylistFileError(where, 'field "items" must be a list')
  return {
    id: text(value, "id", where, true)!,
    title: text(value, "title", where, true)!,
    description: text(value, "description", where, false) ?? "",
    thumbnail: text(value, "thumbnail", where, false) ?? "",
    items: value.items.map((item, i) => mediaItem(item, `${where}.items[${i}]`)),
  }
}

/** The playlists of the parsed playlist file, `{ "playlists": [...] }`; a malformed file throws, naming the bad field. */
export function parsePlaylistFile(json: unknown): Playlist[] {
  if (!isObject(json) || !Array.isArray(json.playlists)) throw new PlaylistFileError("media-playlist.json", 'must hold a "playlists" list')
  const playlists = json.playlists.map((value, i) => playlist(value, `playlists[${i}]`))
  const seen = new Set<string>()
  for (const { id } of playlists) {
    if (seen.has(id)) throw new PlaylistFileError("media-playlist.json", `playlist id "${id}" is used twice`)
    seen.add(id)
  }
  return playlists
}
