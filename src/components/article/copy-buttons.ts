import type { BodyTool } from "./useBodyTools"

export const COPY_CODE = {
  en: { copy: "Copy", copied: "Copied", failed: "Could not copy" },
  es: { copy: "Copiar", copied: "Copiado", failed: "No se pudo copiar" },
} as const

/** How long a button says "Copied" before it offers to copy again. */
const SHOWN_MS = 2000

/**
 * Gives each code block of `root` (the frames the build made, plugins/gatsby-remark-article/code-blocks.js)
 * a button that copies its code, and calls `announce` with what to tell assistive technology.
 */
const addCopyButtons: BodyTool = (root, lang, announce) => {
  // Browsers offer the clipboard only to secure pages (https, or this machine).
  if (!navigator.clipboard) return () => {}
  const texts = COPY_CODE[lang]
  const timers = new Set<number>()
  const buttons = Array.from(root.querySelectorAll("figure.code-block"), figure => {
    const button = document.createElement("button")
    button.type = "button"
    button.className = "code-copy"
    button.textContent = texts.copy
    figure.append(button)
    return button
  })
  const show = (button: HTMLButtonElement, text: string) => {
    button.textContent = text
    // Emptied first, so copying twice announces twice.
    announce("")
    requestAnimationFrame(() => announce(text))
    const timer = window.setTimeout(() => {
      timers.delete(timer)
      button.textContent = texts.copy
    }, SHOWN_MS)
    timers.add(timer)
  }
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button.code-copy") : null
    const code = button?.closest("figure")?.querySelector("pre")?.textContent
    if (!button || code == null) return
    void navigator.clipboard.writeText(code).then(
      () => show(button, texts.copied),
      () => show(button, texts.failed),
    )
  }
  root.addEventListener("click", onClick)
  return () => {
    root.removeEventListener("click", onClick)
    timers.forEach(timer => window.clearTimeout(timer))
    buttons.forEach(button => button.remove())
  }
}

export default addCopyButtons
