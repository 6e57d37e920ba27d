import { socialProfiles } from "../config/profiles"
import { blogPosting, breadcrumbList, homeStructuredData } from "./structured-data"

describe("structured data", () => {
  it("builds the Home > Blog > article breadcrumb with absolute links", () => {
    expect(breadcrumbList("My post", "/article/my-post")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://riffandcode.dev/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://riffandcode.dev/blog" },
        { "@type": "ListItem", position: 3, name: "My post", item: "https://riffandcode.dev/article/my-post" },
      ],
    })
  })
  it("carries every field the spec lists on a blog posting", () => {
    const posting = blogPosting({
      title: "My post",
      description: "About it",
      path: "/article/my-post",
      image: "/static/x.jpg",
      date: "2020-01-02",
      lang: "es",
      tags: ["music", "tech"],
    })
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "My post",
      description: "About it",
      image: "https://riffandcode.dev/static/x.jpg",
      datePublished: "2020-01-02",
      author: { "@type": "Person", name: "Mateo Ríos" },
      publisher: { "@type": "Organization", name: "Riff & Code" },
      inLanguage: "es",
      keywords: "music, tech",
    })
  })
  it("dates a posting's last change by its revision, or by its publication when it names none", () => {
    const post = { title: "My post", description: null, path: "/article/my-post", image: null, date: "2020-01-02", lang: "en", tags: [] }
    expect(blogPosting({ ...post, updated: "2021-06-30" })).toMatchObject({ datePublished: "2020-01-02", dateModified: "2021-06-30" })
    expect(blogPosting({ ...post, updated: null })).toMatchObject({ datePublished: "2020-01-02", dateModified: "2020-01-02" })
  })
  it("links a translation to the original it was made from, and an original to its translation", () => {
    const common = { description: null, image: null, date: "2020-01-02", tags: [] }
    const original = { title: "Tacos de canasta", path: "/article/tacos", lang: "es" }
    const translation = { title: "Basket tacos", path: "/article/tacos/en", lang: "en" }
    expect(blogPosting({ ...common, ...translation, translationOf: original })).toMatchObject({
      inLanguage: "en",
      translationOfWork: { "@type": "BlogPosting", headline: "Tacos de canasta", url: "https://riffandcode.dev/article/tacos", inLanguage: "es" },
    })
    const posting = blogPosting({ ...common, ...original, translation })
    expect(posting).toMatchObject({
      inLanguage: "es",
      workTranslation: { "@type": "BlogPosting", headline: "Basket tacos", url: "https://riffandcode.dev/article/tacos/en", inLanguage: "en" },
    })
    expect(posting).not.toHaveProperty("translationOfWork")
  })
  it("describes the site and its author, with the seven profiles", () => {
    const [webSite, person] = homeStructuredData("/static/profile.jpg", socialProfiles)
    expect(webSite).toMatchObject({ "@type": "WebSite", name: "Riff & Code", url: "https://riffandcode.dev" })
    expect(person).toMatchObject({ "@type": "Person", name: "Mateo Ríos", image: "https://riffandcode.dev/static/profile.jpg" })
    expect(person.sameAs).toEqual(socialProfiles.map(profile => profile.url))
    expect(homeStructuredData(null, socialProfiles)[1]).not.toHaveProperty("image")
  })
})
