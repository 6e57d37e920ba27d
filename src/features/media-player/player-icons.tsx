import React from "react"

// Inline icons, so the player needs no icon library. Each is decorative: its button carries the name.
const Icon = ({ children }: { children: React.ReactNode }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="currentColor">
    {children}
  </svg>
)

export const PlayIcon = () => (
  <Icon>
    <path d="M8 5v14l11-7z" />
  </Icon>
)

export const PauseIcon = () => (
  <Icon>
    <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
  </Icon>
)

export const PreviousIcon = () => (
  <Icon>
    <path d="M6 6h2v12H6zM9.5 12 18 18V6z" />
  </Icon>
)

export const NextIcon = () => (
  <Icon>
    <path d="M16 6h2v12h-2zM6 18l8.5-6L6 6z" />
  </Icon>
)

export const VolumeIcon = () => (
  <Icon>
    <path d="M3 9v6h4l5 5V4L7 9zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
  </Icon>
)

export const MutedIcon = () => (
  <Icon>
    <path d="M3 9v6h4l5 5V4L7 9zm13.6 3 2.7-2.7-1.4-1.4-2.7 2.7-2.7-2.7-1.4 1.4 2.7 2.7-2.7 2.7 1.4 1.4 2.7-2.7 2.7 2.7 1.4-1.4z" />
  </Icon>
)

export const ShareIcon = () => (
  <Icon>
    <path d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7a3 3 0 0 0 .1.8L8.4 11.2a3 3 0 1 0 0 3.6l6.7 3.4A3 3 0 1 0 18 16z" />
  </Icon>
)
