// How every page starts its app. As async scripts, the app's code could run before the browser had
// drawn the page (scripts arriving while it parsed and laid the page out), holding back its first
// paint on a slow phone; started after the first paint, the page is drawn first and hydrates a frame
// later. The scripts are still fetched as early: each is preloaded where the async tags stood.

/** The inline script that adds the app's scripts once the page has been painted, or at once in a hidden tab, which paints nothing until shown. */
export const startAfterPaint = (sources: readonly string[]): string =>
  `(function(){function start(){${JSON.stringify(sources)}.forEach(function(src){var script=document.createElement("script");script.src=src;document.body.appendChild(script)})}` +
  `if(document.visibilityState==="hidden")start();else requestAnimationFrame(function(){setTimeout(start)})})()`

/**
 * The tags that start the app, in place of Gatsby's async script tags: a preload for each script, at
 * the low priority async scripts had (the page's pictures come first), and the starter.
 */
export const appStartMarkup = (sources: readonly string[]): string =>
  sources.map(src => `<link rel="preload" as="script" href="${src}" fetchpriority="low">`).join("") + `<script>${startAfterPaint(sources)}</script>`
