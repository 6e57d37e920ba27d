/**
 * The rules of Guitar Hero: pure and deterministic. Every function takes a state and returns
 * the next one; randomness comes from the seed the state carries. Drawing and input live elsewhere.
 */
import {
  DESKTOP_CANVAS,
  ENEMY_SIZE,
  ENEMY_SPEED,
  EXPLOSION_PARTICLES,
  FAST_ENEMY_FACTOR,
  FAST_ENEMY_SHARE,
  MAX_FRAME_MS,
  MOBILE_CANVAS_HEIGHT,
  MOBILE_CANVAS_MARGIN,
  MOBILE_MAX_CANVAS_WIDTH,
  NOTE_HEIGHT,
  NOTE_SPEED,
  NOTE_WIDTH,
  PARTICLE_LIFE,
  PLAYER_SIZE,
  PLAYER_STEP,
  PLAYER_X,
  SCORE,
  SCORE_DIGITS,
  SHOT_INTERVAL_MS,
  SPAWN_INTERVAL_MS,
} from "./constants"
import { randoms } from "./random"

export type Layout = "desktop" | "mobile"
export type Phase = "ready" | "playing" | "over"
export type EnemyKind = "normal" | "fast"

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface Enemy extends Box {
  kind: EnemyKind
  /** pixels per frame; negative, towards the player */
  speed: number
}

export interface Particle {
  x: number
  y: number
  vx: number
  vy: number
  /** frames left */
  life: number
  kind: EnemyKind | "player"
}

export interface GameConfig {
  layout: Layout
  width: number
  height: number
  playerX: number
  spawnIntervalMs: number
}

/** What the player is holding down this frame. */
export interface Controls {
  up: boolean
  down: boolean
  shoot: boolean
}

export interface GameState {
  config: GameConfig
  phase: Phase
  /** milliseconds of play since the start */
  time: number
  player: Box
  notes: Box[]
  enemies: Enemy[]
  particles: Particle[]
  score: number
  highScore: number
  /** set at game over when the score beat the previous high score */
  newHighScore: boolean
  lastShotAt: number
  lastSpawnAt: number
  seed: number
}

export const NO_CONTROLS: Controls = { up: false, down: false, shoot: false }

/** The canvas and pacing for a window of this width. */
export function gameConfig(layout: Layout, windowWidth: number): GameConfig {
  if (layout === "desktop") {
    return { layout, ...DESKTOP_CANVAS, playerX: PLAYER_X.desktop, spawnIntervalMs: SPAWN_INTERVAL_MS.desktop }
  }
  return {
    layout,
    width: Math.max(PLAYER_X.mobile + PLAYER_SIZE + ENEMY_SIZE, Math.min(windowWidth - MOBILE_CANVAS_MARGIN, MOBILE_MAX_CANVAS_WIDTH)),
    height: MOBILE_CANVAS_HEIGHT,
    playerX: PLAYER_X.mobile,
    spawnIntervalMs: SPAWN_INTERVAL_MS.mobile,
  }
}

const startingPlayer = (config: GameConfig): Box => ({
  x: config.playerX,
  y: (config.height - PLAYER_SIZE) / 2,
  width: PLAYER_SIZE,
  height: PLAYER_SIZE,
})

/** A game waiting for its first start. */
export function createGame(config: GameConfig, highScore: number, seed: number): GameState {
  return {
    config,
    phase: "ready",
    time: 0,
    player: startingPlayer(config),
    notes: [],
    enemies: [],
    particles: [],
    score: 0,
    highScore: Math.max(0, Math.floor(highScore)),
    newHighScore: false,
    lastShotAt: -Infinity,
    lastSpawnAt: 0,
    seed: seed >>> 0,
  }
}

/** Ready → playing. Any other phase is left as it is. */
export function startGame(state: GameState): GameState {
  return state.phase === "ready" ? { ...state, phase: "playing" } : state
}

/** Game over → a fresh game, already playing, that keeps the high score and the random sequence. */
export function restartGame(state: GameState): GameState {
  if (state.phase !== "over") return state
  return { ...createGame(state.config, state.highScore, state.seed), phase: "playing" }
}

/** A different canvas for a game that has not started; a game under way keeps its own. */
export function resizeGame(state: GameState, config: GameConfig): GameState {
  return state.phase === "ready" ? createGame(config, state.highScore, state.seed) : state
}

export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y

export const formatScore = (score: number): string => String(Math.max(0, Math.floor(score))).padStart(SCORE_DIGITS, "0")

function movePlayer(player: Box, controls: Controls, height: number): Box {
  const direction = (controls.down ? 1 : 0) - (controls.up ? 1 : 0)
  if (!direction) return player
  return { ...player, y: Math.min(height - PLAYER_SIZE, Math.max(0, player.y + direction * PLAYER_STEP)) }
}

function spawnEnemy(config: GameConfig, seed: number): [Enemy, number] {
  const [[place, pace, type], next] = randoms(seed, 3)
  const kind: EnemyKind = type < FAST_ENEMY_SHARE ? "fast" : "normal"
  const speeds = ENEMY_SPEED[config.layout]
  const speed = (speeds.base + pace * speeds.extra) * (kind === "fast" ? FAST_ENEMY_FACTOR : 1)
  return [{ x: config.width, y: place * (config.height - ENEMY_SIZE), width: ENEMY_SIZE, height: ENEMY_SIZE, kind, speed }, next]
}

function explode(center: { x: number; y: number }, kind: Particle["kind"], seed: number): [Particle[], number] {
  const [values, next] = randoms(seed, EXPLOSION_PARTICLES)
  const particles = values.map((value, i) => {
    const angle = (i / EXPLOSION_PARTICLES) * Math.PI * 2
    const speed = 1 + value * 3
    return { x: center.x, y: center.y, vx: Math.cos(angle) * speed, vy: Math.sin(angle) * speed, life: PARTICLE_LIFE, kind }
  })
  return [particles, next]
}

const centerOf = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 })

function ageParticles(particles: Particle[]): Particle[] {
  return particles
    .map(p => ({ ...p, x: p.x + p.vx, y: p.y + p.vy, life: p.life - 1 }))
    .filter(p => p.life > 0)
}

/**
 * One frame. While playing: the player moves, fires, notes and enemies advance, hits score,
 * and an enemy touching the player ends the game. Explosions keep fading after the game ends.
 */
export function step(state: GameState, controls: Controls, elapsedMs: number): GameState {
  if (state.phase !== "playing") {
    return state.particles.length ? { ...state, particles: ageParticles(state.particles) } : state
  }
  const { config } = state
  const time = state.time + Math.min(Math.max(elapsedMs, 0), MAX_FRAME_MS)
  let seed = state.seed
  const player = movePlayer(state.player, controls, config.height)

  let notes = state.notes.map(note => ({ ...note, x: note.x + NOTE_SPEED })).filter(note => note.x < config.width)
  let lastShotAt = state.lastShotAt
  if (controls.shoot && time - lastShotAt >= SHOT_INTERVAL_MS) {
    notes.push({ x: player.x + player.width, y: player.y + (player.height - NOTE_HEIGHT) / 2, width: NOTE_WIDTH, height: NOTE_HEIGHT })
    lastShotAt = time
  }

  let enemies = state.enemies.map(enemy => ({ ...enemy, x: enemy.x + enemy.speed })).filter(enemy => enemy.x + enemy.width > 0)
  let lastSpawnAt = state.lastSpawnAt
  if (time - lastSpawnAt >= config.spawnIntervalMs) {
    const [enemy, next] = spawnEnemy(config, seed)
    enemies.push(enemy)
    seed = next
    lastSpawnAt = time
  }

  let score = state.score
  let particles = ageParticles(state.particles)
  const survivors: Enemy[] = []
  for (const enemy of enemies) {
    const hit = notes.findIndex(note => overlaps(note, enemy))
    if (hit < 0) {
      survivors.push(enemy)
      continue
    }
    notes = notes.filter((_, i) => i !== hit)
    score += SCORE[enemy.kind]
    const [burst, next] = explode(centerOf(enemy), enemy.kind, seed)
    particles = particles.concat(burst)
    seed = next
  }
  enemies = survivors

  const next: GameState = { ...state, time, player, notes, enemies, particles, score, lastShotAt, lastSpawnAt, seed }
  if (!enemies.some(enemy => overlaps(enemy, player))) return next

  const [burst, afterBurst] = explode(centerOf(player), "player", seed)
  return {
    ...next,
    phase: "over",
    particles: particles.concat(burst),
    seed: afterBurst,
    highScore: Math.max(state.highScore, score),
    newHighScore: score > state.highScore,
  }
}
