import { encodeForm, type FormFields } from "../lib/netlify-form"

/** Posts one submission of `formName` to `path`; the promise rejects only when the network fails. */
export function postForm(path: string, formName: string, fields: FormFields): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: encodeForm({ "form-name": formName, ...fields }),
  })
}
