/**
 * A reply body already serialised (from cached pieces, see modules/content/json-cache.ts). `route()`
 * sends the text as it is, with the JSON content type, and checks it against the contract like any
 * other reply (parsed back when a check is due).
 */
export class JsonText {
  constructor(readonly text: string) {}
}
