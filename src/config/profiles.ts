/**
 * The owner's interests and profiles, apart from the site's configuration (site.ts), which every
 * page's code carries: only the code that shows these carries them.
 */
export interface SocialLink {
  id: string
  label: string
  url: string
}

/** the footer's Interests section */
export const interests = ["Coding and software architecture", "Entrepreneurship", "Sleight-of-hand card magic", "Instrumental guitar"] as const

/** the owner's profiles on other sites, in the spec's order */
export const socialProfiles = [
  { id: "github", label: "GitHub", url: "https://github.com/mateorios-dev" },
  { id: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/in/mateorios-dev" },
  { id: "youtube", label: "YouTube", url: "https://www.youtube.com/@mateorios" },
  { id: "youtube-guitar", label: "YouTube (guitar)", url: "https://www.youtube.com/@mateorios-guitar" },
  { id: "instagram", label: "Instagram", url: "https://www.instagram.com/mateorios.dev" },
  { id: "instagram-guitar", label: "Instagram (guitar)", url: "https://www.instagram.com/mateorios.guitar" },
  { id: "linktree", label: "Linktree", url: "https://linktr.ee/mateorios" },
] as const satisfies readonly SocialLink[]
