// Raw pixels, as sharp reads and writes them (`raw()`, `{ raw: … }`): rows of channels, one byte each.

export interface Pixels {
  data: Buffer
  width: number
  height: number
  channels: number
}

/** The pixels of sharp's `raw().toBuffer({ resolveWithObject: true })`. */
export const pixelsOf = ({ data, info }: { data: Buffer; info: Omit<Pixels, "data"> }): Pixels => ({ data, width: info.width, height: info.height, channels: info.channels })

export type Colour = readonly [red: number, green: number, blue: number]

/** A colour written as `#rrggbb`. */
export function colourOf(hex: string): Colour {
  const digits = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!digits) throw new Error(`Not a colour written as #rrggbb: ${hex}`)
  return [parseInt(digits[1], 16), parseInt(digits[2], 16), parseInt(digits[3], 16)]
}

/**
 * Paints `colour` onto `image` (RGB or RGBA, opaque), in place, through `coverage` (one channel: 0
 * leaves the image as it is, 255 paints the colour, between them blends) with its top left corner
 * at `left`, `top`: Porter and Duff's "over" of the colour with the coverage as its alpha. What
 * falls outside `image` is left out. `image` is changed: paint on a copy of a picture kept for
 * reuse. Painting by hand: sharp's composite works in floating point over the whole image and took
 * two thirds of a social card's time.
 */
export function paintThrough(image: Pixels, coverage: Pixels, colour: Colour, left: number, top: number): void {
  if (coverage.channels !== 1) throw new Error(`The coverage needs one channel: it has ${coverage.channels}`)
  if (image.channels < 3) throw new Error(`The image needs colour channels: it has ${image.channels}`)
  if (!Number.isInteger(left) || !Number.isInteger(top)) throw new Error(`The coverage goes at whole pixels: ${left}, ${top}`)
  const { data, channels } = image
  const rows = Math.min(coverage.height, image.height - top)
  const columns = Math.min(coverage.width, image.width - left)
  for (let y = Math.max(0, -top); y < rows; y++) {
    for (let x = Math.max(0, -left); x < columns; x++) {
      const alpha = coverage.data[y * coverage.width + x]
      if (alpha === 0) continue
      const to = ((top + y) * image.width + left + x) * channels
      for (let channel = 0; channel < 3; channel++) {
        // Math.round(v / 255) in integers: floor((2v + 255) / 510).
        const blended = colour[channel] * alpha + data[to + channel] * (255 - alpha)
        data[to + channel] = ((2 * blended + 255) / 510) | 0
      }
    }
  }
}
