import { useCallback, useEffect, useState } from "react"
import { readJson, writeJson } from "../../browser/storage"
import { progressRecordKey, progressStorageKey, readSavedPositions, withSavedPosition, type SavedPositions } from "./logic"

const stored = (playlistId: string): SavedPositions => readSavedPositions(readJson(progressStorageKey(playlistId)))

/**
 * Saved positions of these playlists, read from local storage after mounting (the server has none, so the
 * first render matches the static HTML). `save` writes one item's position through to storage.
 */
export function useSavedPositions(playlistIds: readonly string[]) {
  const [records, setRecords] = useState<Readonly<Record<string, SavedPositions>>>({})
  const idsKey = playlistIds.join("\n")

  useEffect(() => {
    setRecords(Object.fromEntries(idsKey.split("\n").map(id => [id, stored(id)])))
  }, [idsKey])

  const save = useCallback((playlistId: string, url: string, position: number, duration: number) => {
    // Read afresh: another tab may have saved other items of the same playlist meanwhile.
    const next = withSavedPosition(stored(playlistId), progressRecordKey(playlistId, url), position, duration, Date.now())
    writeJson(progressStorageKey(playlistId), next)
    setRecords(previous => ({ ...previous, [playlistId]: next }))
  }, [])

  const recordsOf = useCallback((playlistId: string): SavedPositions => records[playlistId] ?? {}, [records])

  /** Read straight from storage, for restoring a position before the state has caught up. */
  const savedPosition = useCallback((playlistId: string, url: string) => stored(playlistId)[progressRecordKey(playlistId, url)], [])

  return { recordsOf, save, savedPosition }
}
