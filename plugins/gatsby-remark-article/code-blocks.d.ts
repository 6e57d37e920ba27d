// Types of the part of code-blocks.js that TypeScript code uses.

/** How a reader knows a fence's language: Prism's title for it or its alias, else the name as written. */
export function languageTitle(language: string): string
