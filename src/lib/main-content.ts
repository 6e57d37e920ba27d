/** The id of every page's main content: the skip link's target, and the element whose parsing ends the frame's header. */
export const MAIN_CONTENT_ID = "main"
