/** The game's constants, as the spec gives them (section 9). */
export const DESKTOP_CANVAS = { width: 800, height: 400 }
export const MOBILE_MAX_CANVAS_WIDTH = 600
/** on phones the canvas leaves this much of the window's width free */
export const MOBILE_CANVAS_MARGIN = 40
export const MOBILE_CANVAS_HEIGHT = 300
/** window widths up to this use the phone layout and show the on-screen buttons */
export const MOBILE_BREAKPOINT = 768

export const PLAYER_SIZE = 64
export const PLAYER_X = { desktop: 100, mobile: 20 }
/** pixels the player moves per frame */
export const PLAYER_STEP = 5

export const NOTE_WIDTH = 20
export const NOTE_HEIGHT = 10
export const NOTE_SPEED = 8
export const SHOT_INTERVAL_MS = 200

export const ENEMY_SIZE = 50
export const SPAWN_INTERVAL_MS = { desktop: 2000, mobile: 4000 }
/** desktop enemies move left at 3 px a frame plus up to 2 more; phone enemies at 0.5 */
export const ENEMY_SPEED = { desktop: { base: -3, extra: -2 }, mobile: { base: -0.5, extra: 0 } }
export const FAST_ENEMY_SHARE = 0.3
export const FAST_ENEMY_FACTOR = 1.5
export const SCORE = { normal: 10, fast: 20 }

export const EXPLOSION_PARTICLES = 12
export const PARTICLE_LIFE = 30

export const SCORE_DIGITS = 6
/** A frame after a long stall (a busy tab) counts as this long at most, so time never leaps. */
export const MAX_FRAME_MS = 100
