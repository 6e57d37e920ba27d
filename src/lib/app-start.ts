// How every page starts its app. As async scripts, the app's code could run before the browser had
// drawn the page (scripts arriving while it parsed and laid the page out), holding back its first
// paint on a slow phone; started after the first paint, the page is drawn first and hydrates a frame
// later. The scripts are still fetched as early: each is preloaded where the async tags stood.

/** Marks the preloads that are the app's scripts. */
const APP_SCRIPT = "data-app-script"

/**
 * The inline script: Gatsby's setup (its chunk mapping and compilation hash, which it wrote as two
 * scripts of their own), then the app's scripts added once the page has been painted, or at once in
 * a hidden tab, which paints nothing until it is shown. Modern syntax: it runs only where the bundle does.
 */
export const startAfterPaint = (setup: string): string =>
  `${setup}(()=>{const start=()=>document.querySelectorAll("link[${APP_SCRIPT}]").forEach(link=>{const script=document.createElement("script");script.src=link.href;document.body.append(script)});` +
  `document.hidden?start():requestAnimationFrame(()=>setTimeout(start))})()`

/**
 * The tags that start the app, in place of Gatsby's: a preload for each script, at the low priority
 * async scripts had (the page's pictures come first), and one inline script.
 */
export const appStartMarkup = (sources: readonly string[], setup: string): string =>
  sources.map(src => `<link rel="preload" as="script" href="${src}" fetchpriority="low" ${APP_SCRIPT}>`).join("") + `<script>${startAfterPaint(setup)}</script>`

/** The addresses of the app's scripts a page's HTML preloads, for the tools that measure and check pages. */
export const appScriptsIn = (html: string): string[] => [...html.matchAll(new RegExp(`<link [^>]*href="([^"]+)"[^>]*${APP_SCRIPT}`, "g"))].map(match => match[1])
