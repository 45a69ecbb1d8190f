/**
 * A JSON string made safe for a schema string field. @colyseus/schema 3.0.76 (the last 3.0)
 * writes the length of a string of exactly 255 UTF-8 bytes as `255 % 255` = 0, so the decoder
 * reads an empty string and then decodes the string's bytes as operations: every client's
 * state goes out of step (`field not defined at { index: 59 }` is the `{` that opens the JSON).
 * One trailing space, which JSON.parse ignores, keeps every value off that length.
 */
export function fitSchemaString(json: string): string {
  // UTF-8 is never shorter than the UTF-16 length, so only short strings need counting.
  return json.length <= 255 && Buffer.byteLength(json, "utf8") === 255 ? `${json} ` : json;
}
