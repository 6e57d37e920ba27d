import { isSitePath, isWebAddress } from "../../../lib/addresses"
import { writtenFields } from "../../../content-model/field"
import { checkKnownKeys } from "../../../content-model/known-keys"
import { MEDIA_ITEM, PLAYLIST } from "../../../content-model/playlist"
import type { MediaItem, Playlist } from "../types"

/** The playlist file's address on the site: static/media-playlist.json is served from the site root. */
export const PLAYLIST_FILE_PATH = "/media-playlist.json"

export class PlaylistFileError extends Error {
  constructor(where: string, detail: string) {
    super(`${where}: ${detail}`)
    this.name = "PlaylistFileError"
  }
}

/** The longest playlist id: ids are stored with every view count. */
export const MAX_PLAYLIST_ID_LENGTH = 200

// The fields a file may hold, as the content model declares them.
const PLAYLIST_FIELDS = writtenFields(PLAYLIST).map(field => field.name)
const ITEM_FIELDS = writtenFields(MEDIA_ITEM).map(field => field.name)
const MEDIA_TYPES: readonly string[] = MEDIA_ITEM.fields.find(field => field.name === "type")!.allowed

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

function text(record: Record<string, unknown>, field: string, where: string, required: boolean): string | undefined {
  const value = record[field]
  if (value === undefined && !required) return undefined
  if (typeof value !== "string" || (required && !value.trim())) {
    throw new PlaylistFileError(where, required ? `field "${field}" is required text` : `field "${field}" must be text`)
  }
  return value
}

const knownKeys = (record: Record<string, unknown>, known: readonly string[], where: string) =>
  checkKnownKeys(record, known, (key, detail) => new PlaylistFileError(where, `field "${key}" ${detail}`))

/** Media and pictures come from this site or over http(s); anything else (javascript:, data:) could run or leak. */
function address(record: Record<string, unknown>, field: string, where: string, required: boolean): string | undefined {
  const value = text(record, field, where, required)
  if (!value || isSitePath(value) || isWebAddress(value)) return value
  throw new PlaylistFileError(where, `field "${field}" must be a path of this site (/…) or an http(s) address, got ${JSON.stringify(value)}`)
}

function mediaItem(value: unknown, where: string): MediaItem {
  if (!isObject(value)) throw new PlaylistFileError(where, "must be an object")
  knownKeys(value, ITEM_FIELDS, where)
  const type = value.type as MediaItem["type"]
  if (!MEDIA_TYPES.includes(type)) throw new PlaylistFileError(where, `field "type" must be ${MEDIA_TYPES.map(allowed => `"${allowed}"`).join(" or ")}`)
  const item: MediaItem = { title: text(value, "title", where, true)!, url: address(value, "url", where, true)!, type }
  const thumbnail = address(value, "thumbnail", where, false)
  if (thumbnail !== undefined) item.thumbnail = thumbnail
  for (const field of ["artist", "duration"] as const) {
    const optional = text(value, field, where, false)
    if (optional !== undefined) item[field] = optional
  }
  return item
}

function playlistId(record: Record<string, unknown>, where: string): string {
  const id = text(record, "id", where, true)!
  if (id.length > MAX_PLAYLIST_ID_LENGTH) {
    throw new PlaylistFileError(where, `field "id" must be at most ${MAX_PLAYLIST_ID_LENGTH} characters, got ${id.length}`)
  }
  return id
}

/** Each item once: a view count belongs to one playlist and one URL. */
function checkEachUrlOnce(items: readonly MediaItem[], where: string): void {
  const first = new Map<string, number>()
  items.forEach(({ url }, i) => {
    const earlier = first.get(url)
    if (earlier !== undefined) throw new PlaylistFileError(`${where}.items[${i}]`, `field "url" repeats items[${earlier}]: ${JSON.stringify(url)}`)
    first.set(url, i)
  })
}

function playlist(value: unknown, where: string): Playlist {
  if (!isObject(value)) throw new PlaylistFileError(where, "must be an object")
  knownKeys(value, PLAYLIST_FIELDS, where)
  if (!Array.isArray(value.items)) throw new PlaylistFileError(where, 'field "items" must be a list')
  const items = value.items.map((item, i) => mediaItem(item, `${where}.items[${i}]`))
  checkEachUrlOnce(items, where)
  return {
    id: playlistId(value, where),
    title: text(value, "title", where, true)!,
    description: text(value, "description", where, false) ?? "",
    thumbnail: address(value, "thumbnail", where, false) ?? "",
    items,
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
