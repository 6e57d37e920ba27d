import { playerKeyAction } from "./player-keys"

const element = (html: string) => {
  document.body.innerHTML = `<section>${html}</section>`
  return document.body.querySelector("[data-target]")!
}

describe("playerKeyAction", () => {
  it("plays or pauses with Space on the picture, and changes the volume with the arrows", () => {
    const screen = element('<div tabindex="0" data-target></div>')
    expect(playerKeyAction(" ", screen, 0.5)).toEqual({ kind: "toggle" })
    expect(playerKeyAction("ArrowUp", screen, 0.5)).toEqual({ kind: "volume", volume: 0.6 })
    expect(playerKeyAction("Enter", screen, 0.5)).toBeNull()
  })

  it("leaves Space to a focused button and link, but changes the volume there with the arrows", () => {
    expect(playerKeyAction(" ", element("<button data-target>Next</button>"), 0.5)).toBeNull()
    expect(playerKeyAction(" ", element('<a href="/x"><span data-target>x</span></a>'), 0.5)).toBeNull()
    expect(playerKeyAction("ArrowDown", element("<button data-target>Next</button>"), 0.5)).toEqual({ kind: "volume", volume: 0.4 })
  })

  it("leaves the arrows to sliders and the playlist dropdown", () => {
    expect(playerKeyAction("ArrowLeft", element('<input type="range" data-target>'), 0.5)).toBeNull()
    expect(playerKeyAction("ArrowDown", element("<select data-target></select>"), 0.5)).toBeNull()
  })
})
