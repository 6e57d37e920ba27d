// Raw pixels, as sharp reads and writes them (`raw()`, `{ raw: … }`): rows of channels, one byte each.

export interface Pixels {
  data: Buffer
  width: number
  height: number
  channels: number
}

/**
 * A new image: `overlay` (RGBA, its colours not premultiplied) drawn over the opaque `base` (RGB or
 * RGBA) with its top left corner at `left`, `top`, as Porter and Duff's "over". What falls outside
 * `base` is left out. Drawing by hand: sharp's composite works in floating point over the whole base
 * and took two thirds of a social card's time.
 */
export function drawOver(base: Pixels, overlay: Pixels, left: number, top: number): Pixels {
  if (overlay.channels !== 4) throw new Error(`The overlay needs an alpha channel: it has ${overlay.channels} channels`)
  if (base.channels < 3) throw new Error(`The base needs colour channels: it has ${base.channels}`)
  const data = Buffer.from(base.data)
  const rows = Math.min(overlay.height, base.height - top)
  const columns = Math.min(overlay.width, base.width - left)
  for (let y = Math.max(0, -top); y < rows; y++) {
    for (let x = Math.max(0, -left); x < columns; x++) {
      const from = (y * overlay.width + x) * 4
      const alpha = overlay.data[from + 3]
      if (alpha === 0) continue
      const to = ((top + y) * base.width + left + x) * base.channels
      for (let channel = 0; channel < 3; channel++) {
        data[to + channel] = Math.round((overlay.data[from + channel] * alpha + data[to + channel] * (255 - alpha)) / 255)
      }
    }
  }
  return { ...base, data }
}
