import React, { useState } from "react"
import { MediaPlayer, usePlaylists, type Playlist, type PlayerLayout } from "../media-player"
import { CourseSelection } from "./CourseSelection"
import * as styles from "./Docs.module.css"

const LAYOUT_BUTTONS: ReadonlyArray<{ layout: PlayerLayout; label: string }> = [
  { layout: "simple", label: "Simple" },
  { layout: "sidebar", label: "Sidebar" },
  { layout: "sidebar-multi", label: "Multi-Playlist" },
  { layout: "tutorial", label: "Tutorial" },
]

/** The live component on the documentation page, with the demo playlists and a switch for each layout. */
export function LiveDemo() {
  const playlists = usePlaylists()
  const [layout, setLayout] = useState<PlayerLayout>("sidebar")
  const [showSelection, setShowSelection] = useState(false)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [lastChange, setLastChange] = useState<string | null>(null)
  const selected = playlists?.find(p => p.id === selectedId) ?? playlists?.[0]

  const chooseLayout = (next: PlayerLayout) => {
    setLayout(next)
    // Only the tutorial has a course selection; it keeps whichever view it had.
    if (next !== "tutorial") setShowSelection(false)
  }

  const openCourse = (playlist: Playlist) => {
    setSelectedId(playlist.id)
    setShowSelection(false)
  }

  const reportChange = (playlist: Playlist, shouldPlay: boolean) => {
    setSelectedId(playlist.id)
    setLastChange(`onPlaylistChange: ${playlist.title}, shouldPlay ${shouldPlay}`)
  }

  return (
    <div className={styles.demo}>
      <div className={styles.switches} role="group" aria-label="Layout">
        {LAYOUT_BUTTONS.map(button => (
          <button key={button.layout} type="button" className={styles.layoutButton} aria-pressed={layout === button.layout} onClick={() => chooseLayout(button.layout)}>
            {button.label}
          </button>
        ))}
        {layout === "tutorial" && (
          <button type="button" className={styles.toggle} onClick={() => setShowSelection(shown => !shown)}>
            {showSelection ? "Show Player" : "Show Course Selection"}
          </button>
        )}
      </div>
      {layout === "tutorial" && showSelection ? (
        <CourseSelection playlists={playlists ?? []} onPick={openCourse} />
      ) : !playlists ? (
        <p className={styles.status}>Loading demo media...</p>
      ) : (
        <MediaPlayer
          layout={layout}
          playlist={selected?.items ?? []}
          playlistId={selected?.id}
          currentPlaylistId={selected?.id}
          allPlaylists={playlists}
          onPlaylistChange={reportChange}
          onBackToPlaylists={() => setShowSelection(true)}
        />
      )}
      <p className={styles.callbackLog} aria-live="polite">
        {lastChange}
      </p>
    </div>
  )
}
