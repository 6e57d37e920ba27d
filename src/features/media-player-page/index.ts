/** The media player page (/experiment/media-player): its body and its head. */
export { MediaPlayerExperiment } from "./MediaPlayerExperiment"
export { PlayerPageHead } from "./PlayerPageHead"
export { firstPicture } from "./meta"
