// GitHub's alerts: a quote whose first line is [!NOTE], [!TIP], [!IMPORTANT], [!WARNING] or
// [!CAUTION] is a note set apart from the text, titled in the page's language, so an article reads
// here as it does on GitHub. As there, the marker is read in any case, alone on its line, in a quote
// that stands at the top level of the text (GitHub stopped reading alerts nested in lists and quotes).
// GitHub shows any other quote that starts with a [!…] marker as a plain quote, marker and all, which
// is never what its writer meant: the build stops at it instead, naming the line.

const CALLOUT_TITLES = {
  note: { en: "Note", es: "Nota" },
  tip: { en: "Tip", es: "Consejo" },
  important: { en: "Important", es: "Importante" },
  warning: { en: "Warning", es: "Advertencia" },
  caution: { en: "Caution", es: "Precaución" },
}

const MARKERS = Object.keys(CALLOUT_TITLES).map(type => `[!${type.toUpperCase()}]`)
const MARKER_LIST = `${MARKERS.slice(0, -1).join(", ")} or ${MARKERS[MARKERS.length - 1]}`

// A quote's first line when it means to be a callout: the marker, then the rest of the line.
const MARKER = /^\[!([^\]\s]+)\]([^\n]*)/

/** A quote's marker as written, its type and the text after it on its line; null for a quote without one. */
function markerOf(quote) {
  const [first] = quote.children
  const text = first && first.type === "paragraph" && first.children[0]
  const match = text && text.type === "text" && MARKER.exec(text.value)
  return match ? { written: `[!${match[1]}]`, type: match[1].toLowerCase(), rest: match[2] } : null
}

/** The quote's blocks once its marker's line is taken away. */
function bodyOf(quote) {
  const [first, ...rest] = quote.children
  const [text, ...inline] = first.children
  const after = text.value.replace(MARKER, "").replace(/^\n/, "")
  // A hard break ends the marker's line as well as a new line does.
  const kept = after ? [{ ...text, value: after }, ...inline] : inline[0] && inline[0].type === "break" ? inline.slice(1) : inline
  return kept.length ? [{ ...first, children: kept }, ...rest] : rest
}

function problemOf(quote, marker, isTopLevel) {
  if (!CALLOUT_TITLES[marker.type]) return `${marker.written} is not a callout: write ${MARKER_LIST}`
  if (marker.rest.trim()) return `a callout's text starts on the line after its ${marker.written}, which stands alone on its line`
  if (!isTopLevel) return `${marker.written} is inside a list or another quote: a callout stands on its own, as on GitHub`
  if (!bodyOf(quote).length) return `${marker.written} has no text`
  return null
}

/** The quotes of a tree that start with a marker, each with whether it stands at the top level. */
function markedQuotes(tree) {
  const found = []
  const visit = (node, isTopLevel) => {
    if (node.type === "blockquote") {
      const marker = markerOf(node)
      if (marker) found.push({ quote: node, marker, isTopLevel })
    }
    if (Array.isArray(node.children)) node.children.forEach(child => visit(child, node === tree))
  }
  visit(tree, false)
  return found
}

/** Every quote of a tree that starts with a marker but cannot be a callout, with the line it starts on. */
function calloutProblems(tree) {
  return markedQuotes(tree).flatMap(({ quote, marker, isTopLevel }) => {
    const message = problemOf(quote, marker, isTopLevel)
    return message ? [{ line: quote.position.start.line, message }] : []
  })
}

/**
 * Turns every callout of a tree into a note titled in `lang`: its title is what names it, so a
 * screen reader announces the note by its kind, and the kind is a word, never a colour alone.
 */
function makeCallouts(tree, lang) {
  let count = 0
  tree.children = tree.children.map(node => {
    const marker = node.type === "blockquote" && markerOf(node)
    if (!marker || problemOf(node, marker, true)) return node
    count += 1
    // Headings' anchors are letters, digits and hyphens (anchors.js): the underscore keeps a
    // callout's title from ever taking a section's id.
    const id = `callout_${count}`
    const title = { type: "paragraph", data: { hProperties: { className: ["callout-title"], id } }, children: [{ type: "text", value: CALLOUT_TITLES[marker.type][lang] }] }
    return {
      type: "callout",
      data: { hName: "div", hProperties: { className: ["callout", `callout-${marker.type}`], role: "note", ariaLabelledBy: id } },
      children: [title, ...bodyOf(node)],
    }
  })
}

module.exports = { calloutProblems, makeCallouts }
