/** @jest-environment node */
import fc from "fast-check"
import sharp from "sharp"
import { colourOf, paintThrough, pixelsOf, type Colour, type Pixels } from "./pixels"

const image = (width: number, height: number, channels: number, bytes: number[]): Pixels => ({ data: Buffer.from(bytes), width, height, channels })

/** An image of `channels` channels and random bytes; opaque when it has an alpha channel. */
const pixels = (channels: number) =>
  fc
    .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 12 }) })
    .chain(({ width, height }) =>
      fc
        .array(fc.integer({ min: 0, max: 255 }), { minLength: width * height * channels, maxLength: width * height * channels })
        .map(bytes => image(width, height, channels, channels === 4 ? bytes.map((byte, i) => (i % 4 === 3 ? 255 : byte)) : bytes)),
    )

const colour = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))

/** The same painting as sharp's composite makes it: the colour, with the coverage as its alpha, over the image. */
async function composited(base: Pixels, coverage: Pixels, paint: Colour, left: number, top: number): Promise<Buffer> {
  const overlay = Buffer.alloc(coverage.width * coverage.height * 4)
  coverage.data.forEach((alpha, i) => overlay.set([...paint, alpha], i * 4))
  const raw = (width: number, height: number, channels: number) => ({ width, height, channels: channels as 3 | 4 })
  const drawn = sharp(base.data, { raw: raw(base.width, base.height, base.channels) }).composite([
    { input: overlay, raw: raw(coverage.width, coverage.height, 4), left, top },
  ])
  // sharp gives the result an alpha channel; an opaque base's stays opaque.
  return (base.channels === 3 ? drawn.removeAlpha() : drawn).raw().toBuffer()
}

describe("paintThrough", () => {
  it("paints as sharp's composite does, within one level of each channel", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(3, 4).chain(pixels), pixels(1), colour, fc.nat(), fc.nat(), async (base, coverage, paint, x, y) => {
        // sharp's composite wants the overlay inside the base.
        fc.pre(coverage.width <= base.width && coverage.height <= base.height)
        const left = x % (base.width - coverage.width + 1)
        const top = y % (base.height - coverage.height + 1)
        const theirs = await composited(base, coverage, paint, left, top)
        const ours = { ...base, data: Buffer.from(base.data) }
        paintThrough(ours, coverage, paint, left, top)
        const apart = Math.max(...[...ours.data].map((byte, i) => Math.abs(byte - theirs[i])))
        expect(apart).toBeLessThanOrEqual(1)
      }),
      { seed: 4711, numRuns: 300 },
    )
  })

  it("leaves out what falls outside the image", () => {
    const full = image(2, 2, 1, Array(4).fill(255))
    const paintAt = (left: number, top: number) => {
      const black = image(2, 2, 3, Array(12).fill(0))
      paintThrough(black, full, [255, 255, 255], left, top)
      return [...black.data]
    }
    expect(paintAt(1, 1)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255])
    expect(paintAt(-1, 0)).toEqual([255, 255, 255, 0, 0, 0, 255, 255, 255, 0, 0, 0])
    expect(paintAt(2, -2)).toEqual(Array(12).fill(0))
    expect(() => paintAt(0.5, 0)).toThrow("whole pixels")
  })
})

describe("colourOf", () => {
  it("reads #rrggbb, and refuses anything else", () => {
    expect(colourOf("#eef0F5")).toEqual([0xee, 0xf0, 0xf5])
    for (const notOne of ["eef0f5", "#eef0f", "#eef0f5ff", "#ggf0f5"]) expect(() => colourOf(notOne)).toThrow(notOne)
  })
})

describe("pixelsOf", () => {
  it("reads sharp's raw output as pixels", async () => {
    const raw = await sharp({ create: { width: 3, height: 2, channels: 3, background: "#102030" } }).raw().toBuffer({ resolveWithObject: true })
    expect(pixelsOf(raw)).toEqual({ data: raw.data, width: 3, height: 2, channels: 3 })
  })
})
