import type { MediaItem, Playlist } from "./types"

/** Playlists for the component's tests. */
export const songs: MediaItem[] = [
  { title: "Morning Arpeggio", artist: "Los Osciladores", url: "/media/morning.mp3", thumbnail: "/media/morning.jpg", duration: "0:40", type: "audio" },
  { title: "Blues in A", artist: "Los Osciladores", url: "/media/blues.mp3", duration: "1:20", type: "audio" },
  { title: "Counting in Seven", url: "/media/seven.mp4", thumbnail: "/media/seven.jpg", duration: "0:30", type: "video" },
]

export const lessons: MediaItem[] = [
  { title: "Chromatic Warm-up", url: "/media/chromatic.mp4", duration: "0:16", type: "video" },
  { title: "Reading the Fretboard", url: "/media/fretboard.mp4", duration: "0:14", type: "video" },
]

export const playlists: Playlist[] = [
  { id: "guitar", title: "Guitar Sketches", description: "Clean tones.", thumbnail: "/media/guitar.jpg", items: songs },
  { id: "lessons", title: "Video Lessons", description: "Practice clips.", thumbnail: "/media/lessons.jpg", items: lessons },
]
