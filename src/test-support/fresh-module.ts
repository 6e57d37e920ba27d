/** A module as a fresh page load gets it: its own copy, without the state earlier tests left in it. */
export function freshModule<T>(load: () => T): T {
  let module: T | undefined
  jest.isolateModules(() => {
    module = load()
  })
  return module!
}
