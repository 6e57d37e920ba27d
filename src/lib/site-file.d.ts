// Types of site-file.js (plain JavaScript so the Markdown plugin can load it as it is).

/** A file relative to the site's folder, with forward slashes: content/articles/foo.md. */
export function siteFile(absolutePath: string): string
