import { isDismissSwipe, swipeOpacity } from "../../lib/swipe"
import * as styles from "./PictureZoom.module.css"
import type { BodyTool } from "./useBodyTools"

export const PICTURE_ZOOM = {
  en: { open: "Enlarge picture", close: "Close", dialog: "Enlarged picture" },
  es: { open: "Ampliar imagen", close: "Cerrar", dialog: "Imagen ampliada" },
} as const

/** What the picture plugin (gatsby-remark-images) wraps each picture of an article's text in. */
const PICTURE_FRAME = ".gatsby-resp-image-wrapper"

/**
 * A copy of an article's `picture` as the dialog shows it: the same sizes the build made, chosen for
 * the whole screen rather than the text's column, so the browser fetches the largest it needs.
 */
function enlarged(picture: HTMLPictureElement): HTMLPictureElement {
  const copy = picture.cloneNode(true) as HTMLPictureElement
  copy.querySelectorAll("source").forEach(source => source.setAttribute("sizes", "100vw"))
  // Its place in the column, its tooltip and its lazy loading belong to the picture in the text.
  const img = copy.querySelector("img")
  for (const attribute of ["class", "style", "title", "loading"]) img?.removeAttribute(attribute)
  return copy
}

/**
 * Gives each picture of `root` (an article's text) a button that opens it enlarged in a modal dialog,
 * for the keyboard and assistive technology; a click or tap on the picture opens it too. The
 * browser's modal dialog keeps focus inside and closes on Escape; a click or tap anywhere, or a swipe
 * up or down, closes it too; focus then returns to the picture's button. A picture inside a link
 * opens the link, as its writer meant: a button may not sit inside a link.
 */
const addPictureZoom: BodyTool = (root, lang) => {
  const texts = PICTURE_ZOOM[lang]
  const frames = Array.from(root.querySelectorAll(PICTURE_FRAME)).filter(frame => !frame.closest("a"))
  const buttonOf = new Map(
    frames.map(frame => {
      const button = document.createElement("button")
      button.type = "button"
      button.className = styles.button
      button.setAttribute("aria-haspopup", "dialog")
      button.setAttribute("aria-label", texts.open)
      frame.append(button)
      return [frame, button] as const
    }),
  )

  const dialog = document.createElement("dialog")
  dialog.className = styles.dialog
  dialog.setAttribute("aria-label", texts.dialog)
  const close = document.createElement("button")
  close.type = "button"
  close.className = styles.close
  close.textContent = texts.close
  const stage = document.createElement("div")
  stage.className = styles.stage
  dialog.append(close, stage)
  root.append(dialog)

  let opener: HTMLButtonElement | null = null
  // The button lets a pointer through to the picture (PictureZoom.module.css), which so keeps the
  // browser's own menu for it: save, share, open in a new tab.
  const open = (event: MouseEvent) => {
    const frame = event.target instanceof Element ? event.target.closest(PICTURE_FRAME) : null
    const button = frame && buttonOf.get(frame)
    const picture = frame?.querySelector("picture")
    if (!button || !picture) return
    opener = button
    stage.replaceChildren(enlarged(picture))
    dialog.showModal()
    close.focus()
  }
  root.addEventListener("click", open)
  dialog.addEventListener("click", () => dialog.close())
  dialog.addEventListener("close", () => {
    stage.replaceChildren()
    opener?.focus()
    opener = null
  })

  // A finger that drags the picture up or down moves it, and lets it go far enough to close it.
  let touch: { id: number; x: number; y: number } | null = null
  const follow = (dy: number) => {
    stage.style.transform = dy ? `translateY(${dy}px)` : ""
    stage.style.opacity = dy ? String(swipeOpacity(dy)) : ""
  }
  dialog.addEventListener("pointerdown", event => {
    if (event.pointerType !== "mouse" && event.isPrimary) touch = { id: event.pointerId, x: event.clientX, y: event.clientY }
  })
  dialog.addEventListener("pointermove", event => {
    if (touch?.id === event.pointerId) follow(event.clientY - touch.y)
  })
  const lift = (event: PointerEvent) => {
    if (touch?.id !== event.pointerId) return
    const start = touch
    touch = null
    follow(0)
    if (event.type === "pointerup" && isDismissSwipe(event.clientX - start.x, event.clientY - start.y)) dialog.close()
  }
  dialog.addEventListener("pointerup", lift)
  // The browser takes the touch over for a pinch: the picture stays open where it was.
  dialog.addEventListener("pointercancel", lift)

  return () => {
    root.removeEventListener("click", open)
    opener = null
    if (dialog.open) dialog.close()
    dialog.remove()
    buttonOf.forEach(button => button.remove())
  }
}

export default addPictureZoom
