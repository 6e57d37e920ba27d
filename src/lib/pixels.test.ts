/** @jest-environment node */
import fc from "fast-check"
import sharp from "sharp"
import { drawOver, type Pixels } from "./pixels"

const image = (width: number, height: number, channels: number, bytes: number[]): Pixels => ({ data: Buffer.from(bytes), width, height, channels })

/** An image of `channels` channels and random bytes; opaque when it has an alpha channel and `opaque`. */
const pixels = (channels: number, opaque: boolean) =>
  fc
    .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 12 }) })
    .chain(({ width, height }) =>
      fc
        .array(fc.integer({ min: 0, max: 255 }), { minLength: width * height * channels, maxLength: width * height * channels })
        .map(bytes => image(width, height, channels, opaque && channels === 4 ? bytes.map((byte, i) => (i % 4 === 3 ? 255 : byte)) : bytes)),
    )

/** The same drawing as sharp's composite makes it. */
async function composited(base: Pixels, overlay: Pixels, left: number, top: number): Promise<Buffer> {
  const raw = (p: Pixels) => ({ width: p.width, height: p.height, channels: p.channels as 3 | 4 })
  const drawn = sharp(base.data, { raw: raw(base) }).composite([{ input: overlay.data, raw: raw(overlay), left, top }])
  // sharp gives the result an alpha channel; an opaque base's stays opaque.
  return (base.channels === 3 ? drawn.removeAlpha() : drawn).raw().toBuffer()
}

describe("drawOver", () => {
  it("draws as sharp's composite does, within one level of each channel", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(3, 4).chain(channels => pixels(channels, true)),
        pixels(4, false),
        fc.nat(),
        fc.nat(),
        async (base, overlay, x, y) => {
          // sharp's composite wants the overlay inside the base.
          fc.pre(overlay.width <= base.width && overlay.height <= base.height)
          const left = x % (base.width - overlay.width + 1)
          const top = y % (base.height - overlay.height + 1)
          const ours = drawOver(base, overlay, left, top).data
          const theirs = await composited(base, overlay, left, top)
          const apart = Math.max(...[...ours].map((byte, i) => Math.abs(byte - theirs[i])))
          expect(apart).toBeLessThanOrEqual(1)
        },
      ),
      { seed: 4711, numRuns: 300 },
    )
  })

  it("leaves out what falls outside the base, and leaves the base as it was", () => {
    const base = image(2, 2, 3, Array(12).fill(0))
    const white = image(2, 2, 4, Array(16).fill(255))
    expect([...drawOver(base, white, 1, 1).data]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255])
    expect([...drawOver(base, white, -1, 0).data]).toEqual([255, 255, 255, 0, 0, 0, 255, 255, 255, 0, 0, 0])
    expect([...base.data]).toEqual(Array(12).fill(0))
  })
})
