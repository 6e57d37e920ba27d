import type { ContentType, Field } from "./field"

const written = (name: string, description: string, required = false): Field => ({ name, kind: "text", required, description })

const MEDIA_ITEM: ContentType = {
  type: "MediaItem",
  description: "A song or video of a playlist",
  fields: [
    written("title", "The item's title", true),
    written("artist", "Who made it"),
    written("url", "The media file: a path of this site or an http(s) address", true),
    written("thumbnail", "Its picture: a path of this site or an http(s) address"),
    written("duration", 'Its length as shown, e.g. "3:45"'),
    { name: "type", kind: "text", required: true, allowed: ["audio", "video"], description: "audio or video" },
  ],
}

/**
 * A playlist of the media player, one entry of static/media-playlist.json. The file is checked by
 * parsePlaylistFile (src/features/media-player/logic/playlist-file.ts), which media:sync shares.
 */
export const PLAYLIST: ContentType = {
  type: "Playlist",
  description: "A media player playlist, from static/media-playlist.json",
  fields: [
    { ...written("id", "Names the playlist's saved positions and view counts", true), nodeName: "playlistId" },
    written("title", "The playlist's title", true),
    { ...written("description", "Shown under the title"), alwaysSet: true },
    { ...written("thumbnail", "The playlist's picture"), alwaysSet: true },
    { name: "items", kind: "entries", entry: MEDIA_ITEM, required: true, description: "Its songs or videos, in order" },
    { name: "position", kind: "whole", computed: true, alwaysSet: true, description: "Its place in the file, from 0" },
  ],
}
