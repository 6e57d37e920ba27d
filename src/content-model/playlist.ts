import type { ContentType, RecordOf, WrittenRecordOf } from "./field"

/** A song or video of a playlist. */
export const MEDIA_ITEM = {
  type: "MediaItem",
  description: "A song or video of a playlist",
  fields: [
    { name: "title", kind: "text", required: true, description: "The item's title" },
    { name: "artist", kind: "text", description: "Who made it" },
    { name: "url", kind: "text", required: true, description: "The media file: a path of this site or an http(s) address" },
    { name: "thumbnail", kind: "text", description: "Its picture: a path of this site or an http(s) address" },
    { name: "duration", kind: "text", description: 'Its length as shown, e.g. "3:45"' },
    { name: "type", kind: "text", required: true, allowed: ["audio", "video"], description: "audio or video" },
  ],
} as const satisfies ContentType

/**
 * A playlist of the media player, one entry of static/media-playlist.json. This declaration is the
 * playlist's only one: the GraphQL schema, the player's types and the file's checks
 * (src/features/media-player/logic/playlist-file.ts, which media:sync shares) are read from it.
 */
export const PLAYLIST = {
  type: "Playlist",
  description: "A media player playlist, from static/media-playlist.json",
  fields: [
    { name: "id", kind: "text", required: true, nodeName: "playlistId", description: "Names the playlist's saved positions and view counts" },
    { name: "title", kind: "text", required: true, description: "The playlist's title" },
    { name: "description", kind: "text", alwaysSet: true, description: "Shown under the title" },
    { name: "thumbnail", kind: "text", alwaysSet: true, description: "The playlist's picture" },
    { name: "items", kind: "entries", entry: MEDIA_ITEM, required: true, description: "Its songs or videos, in order" },
    { name: "position", kind: "whole", computed: true, alwaysSet: true, description: "Its place in the file, from 0" },
  ],
} as const satisfies ContentType

/** A record's fields that may be absent become optional ones, as the player reads them. */
type Optional<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & { [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null> }

/** The spec's media item: title, url and type are required. */
export type MediaItem = Optional<WrittenRecordOf<typeof MEDIA_ITEM>>
export type MediaType = MediaItem["type"]

/** A playlist as the player shows it: every written field, with its items. */
export type Playlist = Omit<RecordOf<typeof PLAYLIST>, "items" | "position"> & { items: MediaItem[] }
