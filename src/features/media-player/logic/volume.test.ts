import { volumeAfterKey } from "./volume"

describe("volumeAfterKey", () => {
  it("raises the volume with up and right, lowers it with down and left", () => {
    expect(volumeAfterKey(0.5, "ArrowUp")).toBe(0.6)
    expect(volumeAfterKey(0.5, "ArrowRight")).toBe(0.6)
    expect(volumeAfterKey(0.5, "ArrowDown")).toBe(0.4)
    expect(volumeAfterKey(0.5, "ArrowLeft")).toBe(0.4)
  })

  it("stays between 0 and 1", () => {
    expect(volumeAfterKey(0.95, "ArrowUp")).toBe(1)
    expect(volumeAfterKey(0.05, "ArrowDown")).toBe(0)
  })

  it("lands exactly on each tenth, step after step", () => {
    const volumes: number[] = []
    let volume = 1
    for (let press = 0; press < 10; press += 1) volumes.push((volume = volumeAfterKey(volume, "ArrowDown")!))
    expect(volumes).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0])
  })

  it("ignores other keys", () => {
    expect(volumeAfterKey(0.5, " ")).toBeNull()
    expect(volumeAfterKey(0.5, "Enter")).toBeNull()
  })
})
