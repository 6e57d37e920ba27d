import type { Page } from "@playwright/test"
import { expect } from "./fixtures"

type Rgb = readonly [number, number, number]

/** The flat colours a player sees on the stage: the blue guitar, the red and orange amps, the yellow notes. */
export const GUITAR: Rgb = [0x38, 0xbd, 0xf8]
export const AMPS: readonly Rgb[] = [
  [0xe5, 0x48, 0x4d],
  [0xff, 0x8b, 0x3d],
]
export const NOTE: Rgb = [0xff, 0xe0, 0x66]

export interface Shape {
  top: number
  bottom: number
  left: number
  right: number
  centerY: number
}

/** The leftmost shape of one of `colors` on the game's canvas, in canvas pixels, or null when none is drawn. */
export function findOnStage(page: Page, colors: readonly Rgb[]): Promise<Shape | null> {
  return page.evaluate(wanted => {
    const canvas = document.querySelector("canvas")
    const ctx = canvas?.getContext("2d")
    if (!canvas || !ctx) return null
    const { width, height } = canvas
    const data = ctx.getImageData(0, 0, width, height).data
    const colorAt = (x: number, y: number) => {
      const i = (y * width + x) * 4
      return wanted.findIndex(([r, g, b]) => data[i] === r && data[i + 1] === g && data[i + 2] === b)
    }
    let seed: [number, number, number] | null = null
    for (let x = 0; x < width && !seed; x++) {
      for (let y = 0; y < height; y++) {
        const color = colorAt(x, y)
        if (color >= 0) {
          seed = [x, y, color]
          break
        }
      }
    }
    if (!seed) return null
    // Flood fill the seed's colour to get the whole shape, apart from any other shape of that colour.
    const [sx, sy, color] = seed
    const seen = new Uint8Array(width * height)
    const stack = [[sx, sy]]
    let top = sy, bottom = sy, left = sx, right = sx
    while (stack.length) {
      const [x, y] = stack.pop()!
      if (x < 0 || y < 0 || x >= width || y >= height || seen[y * width + x] || colorAt(x, y) !== color) continue
      seen[y * width + x] = 1
      top = Math.min(top, y)
      bottom = Math.max(bottom, y)
      left = Math.min(left, x)
      right = Math.max(right, x)
      stack.push([x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1])
    }
    return { top, bottom, left, right, centerY: (top + bottom) / 2 }
  }, colors as Rgb[])
}

/** Waits until a shape of `colors` is on the stage and returns it. */
export async function waitFor(page: Page, colors: readonly Rgb[]): Promise<Shape> {
  let shape: Shape | null = null
  await expect.poll(async () => (shape = await findOnStage(page, colors)) !== null, { timeout: 10_000, intervals: [30] }).toBe(true)
  return shape!
}

/** Holds the arrow key towards `targetY` until the guitar is level with it, as a player would. */
export async function lineUpGuitar(page: Page, targetY: number, tolerance = 12): Promise<void> {
  const guitar = await findOnStage(page, [GUITAR])
  if (!guitar || Math.abs(targetY - guitar.centerY) <= tolerance) return
  const key = targetY < guitar.centerY ? "ArrowUp" : "ArrowDown"
  await page.keyboard.down(key)
  await expect
    .poll(
      async () => {
        const now = await findOnStage(page, [GUITAR])
        // No guitar: it was hit on the way.
        return now === null || (key === "ArrowUp" ? now.centerY <= targetY + tolerance : now.centerY >= targetY - tolerance)
      },
      { timeout: 5_000, intervals: [0] },
    )
    .toBe(true)
  await page.keyboard.up(key)
}

/** Stands in front of each amp that comes, without shooting, until one of them ends the game. */
export async function standInFrontOfAmps(page: Page): Promise<void> {
  const gameOver = page.getByText("GAME OVER", { exact: true })
  await expect
    .poll(
      async () => {
        if (await gameOver.isVisible()) return true
        const amp = await findOnStage(page, AMPS)
        if (amp) await lineUpGuitar(page, amp.centerY)
        return gameOver.isVisible()
      },
      { timeout: 20_000, intervals: [30] },
    )
    .toBe(true)
}

/** Waits until the game has painted its stage, which it does once it is ready for the keyboard. */
export async function waitForStage(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const canvas = document.querySelector("canvas")
        return canvas?.getContext("2d")?.getImageData(1, 1, 1, 1).data[3] === 255
      }),
    )
    .toBe(true)
}
