import { PARTICLE_LIFE } from "./constants"
import type { Box, Enemy, GameState, Particle } from "./game-rules"

/** Solid colours of the stage. Enemies and the guitar body are flat fills, never blended. */
export const PALETTE = {
  skyTop: "#0b0d1a",
  skyBottom: "#22123a",
  string: "rgba(214, 220, 235, 0.16)",
  guitarBody: "#38bdf8",
  guitarHole: "#0b0d1a",
  guitarNeck: "#c08447",
  guitarHead: "#7c4a22",
  note: "#ffe066",
  enemy: { normal: "#e5484d", fast: "#ff8b3d" },
  enemyGrille: "#2a0d12",
  enemyKnob: "#f5f5f5",
  particle: { normal: "#ff9aa2", fast: "#ffc48c", player: "#9be7ff" },
} as const

const STRINGS = 6

function drawStage(ctx: CanvasRenderingContext2D, width: number, height: number): void {
  const sky = ctx.createLinearGradient(0, 0, 0, height)
  sky.addColorStop(0, PALETTE.skyTop)
  sky.addColorStop(1, PALETTE.skyBottom)
  ctx.fillStyle = sky
  ctx.fillRect(0, 0, width, height)
  ctx.fillStyle = PALETTE.string
  for (let i = 1; i <= STRINGS; i++) ctx.fillRect(0, Math.round((i * height) / (STRINGS + 1)), width, 1)
}

function drawGuitar(ctx: CanvasRenderingContext2D, { x, y, width, height }: Box): void {
  const cy = y + height / 2
  ctx.fillStyle = PALETTE.guitarNeck
  ctx.fillRect(x + width * 0.5, cy - 4, width * 0.42, 8)
  ctx.fillStyle = PALETTE.guitarHead
  ctx.fillRect(x + width * 0.88, cy - 8, width * 0.12, 16)
  ctx.fillStyle = PALETTE.guitarBody
  ctx.beginPath()
  ctx.ellipse(x + width * 0.3, cy + height * 0.1, width * 0.3, height * 0.34, 0, 0, Math.PI * 2)
  ctx.ellipse(x + width * 0.36, cy - height * 0.18, width * 0.2, height * 0.22, 0, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = PALETTE.guitarHole
  ctx.beginPath()
  ctx.arc(x + width * 0.34, cy, width * 0.09, 0, Math.PI * 2)
  ctx.fill()
}

function drawNote(ctx: CanvasRenderingContext2D, { x, y, width, height }: Box): void {
  ctx.fillStyle = PALETTE.note
  ctx.beginPath()
  ctx.ellipse(x + width - height / 2, y + height / 2, height / 2, height / 2, 0, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillRect(x, y + height / 2 - 1.5, width - height / 2, 3)
}

function drawAmp(ctx: CanvasRenderingContext2D, enemy: Enemy): void {
  const { x, y, width, height } = enemy
  ctx.fillStyle = PALETTE.enemy[enemy.kind]
  ctx.fillRect(x, y, width, height)
  ctx.fillStyle = PALETTE.enemyGrille
  ctx.beginPath()
  ctx.arc(x + width / 2, y + height * 0.56, width * 0.3, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = PALETTE.enemyKnob
  for (const knob of [0.25, 0.5, 0.75]) ctx.fillRect(x + width * knob - 2, y + 4, 4, 4)
}

function drawParticle(ctx: CanvasRenderingContext2D, particle: Particle): void {
  ctx.globalAlpha = particle.life / PARTICLE_LIFE
  ctx.fillStyle = PALETTE.particle[particle.kind]
  ctx.fillRect(particle.x - 2, particle.y - 2, 4, 4)
  ctx.globalAlpha = 1
}

/** Paints one frame of the game onto a canvas of the game's size times `scale`. */
export function drawGame(ctx: CanvasRenderingContext2D, state: GameState, scale: number): void {
  const { width, height } = state.config
  ctx.setTransform(scale, 0, 0, scale, 0, 0)
  drawStage(ctx, width, height)
  state.notes.forEach(note => drawNote(ctx, note))
  state.enemies.forEach(enemy => drawAmp(ctx, enemy))
  if (state.phase !== "over") drawGuitar(ctx, state.player)
  state.particles.forEach(particle => drawParticle(ctx, particle))
}
