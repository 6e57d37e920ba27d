/** The pieces the media player's documentation page (content/docs/media-player-react.mdx) embeds. */
export { LiveDemo } from "./LiveDemo"
export { PropsTable } from "./PropsTable"
