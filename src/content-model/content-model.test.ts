import { cmsConfig } from "../../gatsby/cms-config"
import { ARTICLE } from "./article"
import { decapFields } from "./cms-collections"
import { CONTENT_PAGE } from "./content-page"
import { writtenFields, type ContentType } from "./field"
import { graphqlFields } from "./graphql"
import { PROJECT } from "./project"
import { TAG } from "./tag"
import { readFrontMatter } from "./validate"

// A content type as a newcomer would add it: one declaration, read by the schema, the checks and the CMS.
const RECIPE: ContentType = {
  type: "Recipe",
  description: "A recipe",
  fields: [
    { name: "title", kind: "text", required: true, description: "Its name", cms: { label: "Title", widget: "string" } },
    { name: "course", kind: "text", allowed: ["starter", "main"], default: "main", description: "When", cms: { label: "Course", widget: "select" } },
    { name: "serves", kind: "whole", description: "How many", cms: { label: "Serves", widget: "number" } },
    { name: "cooked", kind: "date", description: "When it was cooked" },
    { name: "photo", kind: "text", fileField: "photoFile", description: "A picture" },
    { name: "slug", kind: "text", computed: true, alwaysSet: true, description: "The file name" },
  ],
}
const file = "content/recipes/mole.md"

const fieldNames = (model: ContentType) => writtenFields(model).map(field => field.name)

describe("the content model", () => {
  it("gives GraphQL each field, non-null when the build always sets it, and the File an image path names", () => {
    const fields = graphqlFields(RECIPE)
    expect(fields.title.type).toBe("String!")
    expect(fields.course.type).toBe("String!")
    expect(fields.serves.type).toBe("Int")
    expect(fields.cooked).toMatchObject({ type: "Date", extensions: { dateformat: {} } })
    expect(fields.photoFile).toMatchObject({ type: "File", extensions: { fileByRelativePath: { from: "photo" } } })
    expect(fields.slug.type).toBe("String!")
  })

  it("checks front matter by it, naming the file and the field", () => {
    expect(readFrontMatter(RECIPE, { file, frontmatter: { title: "Mole" } })).toEqual({
      title: "Mole",
      course: "main",
      serves: null,
      cooked: null,
      photo: null,
    })
    expect(() => readFrontMatter(RECIPE, { file, frontmatter: { title: "Mole", slug: "x" } })).toThrow(
      'content/recipes/mole.md: front matter field "slug" is not a known field; the known fields are title, course, serves, cooked, photo',
    )
    expect(() => readFrontMatter(RECIPE, { file, frontmatter: { title: "Mole", course: "dessert" } })).toThrow(
      'content/recipes/mole.md: front matter field "course" must be one of starter, main, got "dessert"',
    )
    expect(() => readFrontMatter(RECIPE, { file, frontmatter: { title: "Mole", serves: 2.5 } })).toThrow(
      'content/recipes/mole.md: front matter field "serves" must be a whole number, got 2.5',
    )
    expect(() => readFrontMatter(RECIPE, { file, frontmatter: { course: "main" } })).toThrow('content/recipes/mole.md: front matter field "title" is required')
  })

  it("gives the CMS each field it edits, in the model's order, its options from the allowed values", () => {
    expect(decapFields(RECIPE, { label: "Method", required: true })).toEqual([
      { label: "Title", name: "title", widget: "string" },
      { label: "Course", name: "course", widget: "select", options: [{ label: "starter", value: "starter" }, { label: "main", value: "main" }], default: "main" },
      { label: "Serves", name: "serves", widget: "number", required: false },
      { label: "Method", name: "body", widget: "markdown" },
    ])
  })

  it("lets editors write in the CMS every field the build reads from articles and projects", () => {
    const collection = (name: string) => cmsConfig([]).collections.find(c => c.name === name)
    const fields = (name: string) => {
      const found = collection(name)
      return found && "fields" in found ? found.fields.map(field => field.name) : []
    }
    expect(fields("articles")).toEqual([...fieldNames(ARTICLE), "body"])
    expect(fields("projects")).toEqual([...fieldNames(PROJECT), "body"])
  })

  it("has the CMS write every date of articles and pages as the plain day the build reads, the revision and earlier addresses optional", () => {
    const fieldsOf = (name: string) => {
      const found = cmsConfig([]).collections.find(c => c.name === name)
      return found && "fields" in found ? found.fields : []
    }
    const plainDay = { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false }
    for (const [collection, model] of [["articles", ARTICLE], ["pages", CONTENT_PAGE]] as const) {
      const dates = writtenFields(model).filter(field => field.kind === "date").map(field => field.name)
      expect(dates.length).toBeGreaterThan(0)
      for (const name of dates) expect(fieldsOf(collection).find(field => field.name === name)).toMatchObject(plainDay)
    }
    const articleField = (name: string) => fieldsOf("articles").find(field => field.name === name)
    expect(articleField("updated")).toMatchObject({ label: "Last updated", required: false })
    expect(articleField("formerSlugs")).toMatchObject({ widget: "list", required: false, default: [] })
  })

    it("lets editors set every field of each declared tag in the CMS, in alphabetical order, its counterpart among the other tags", () => {
    const collection = cmsConfig(["work", "trabajo", "music"]).collections.find(c => c.name === "tags")
    const [file] = collection && "files" in collection ? collection.files : []
    expect(file.file).toBe("content/data/tags.json")
    expect(file.fields.map(field => field.name)).toEqual(["music", "trabajo", "work"])
    const trabajo = file.fields[1].fields
    expect(trabajo.map(field => field.name)).toEqual(fieldNames(TAG))
    expect(trabajo.find(field => field.name === "counterpart")).toMatchObject({ widget: "select", options: ["music", "work"], required: false })
    expect(trabajo.find(field => field.name === "lang")).toMatchObject({
      widget: "select",
      options: [
        { label: "English", value: "en" },
        { label: "Spanish", value: "es" },
      ],
    })
  })
})
