// A photo credit: the paragraph right after a picture that starts with "Calce:". Editors write that
// one marker in both languages, so a translation is the original's file with its words changed; the
// reader sees the credit labelled in the text's own language.

const CREDIT_MARKER = /^Calce:/

const CREDIT_LABELS = { en: "Credit:", es: "Calce:" }

/** The first text of a node, however deep (a credit may open in emphasis). */
function firstTextNode(node) {
  const child = node.children && node.children[0]
  if (!child) return null
  return child.type === "text" ? child : firstTextNode(child)
}

const isBlankText = node => node.type === "text" && !node.value.trim()
const isImageParagraph = node =>
  Boolean(node) && node.type === "paragraph" && node.children.some(c => c.type === "image") && node.children.every(c => c.type === "image" || isBlankText(c))

/** Whether a paragraph, after the node before it, is a photo credit. */
function isPhotoCredit(paragraph, previous) {
  const text = firstTextNode(paragraph)
  return isImageParagraph(previous) && Boolean(text) && CREDIT_MARKER.test(text.value)
}

/** Marks a credit paragraph as one and puts the label of the text's language in place of the marker. */
function labelPhotoCredit(paragraph, lang) {
  const text = firstTextNode(paragraph)
  text.value = text.value.replace(CREDIT_MARKER, CREDIT_LABELS[lang] || CREDIT_LABELS.en)
  paragraph.data = paragraph.data || {}
  paragraph.data.hProperties = { ...(paragraph.data.hProperties || {}), className: ["photo-credit"] }
}

module.exports = { CREDIT_LABELS, isPhotoCredit, labelPhotoCredit }
