// issue 12: agency exports often come in ISO-8859-1 / Windows-1252, not UTF-8. Bytes that are not valid UTF-8 are
// read as Windows-1252 (a superset of ISO-8859-1 for printable text), so "Lücke" and "m ü.A." come out right.
const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

export function decodeCsvBytes(bytes: ArrayBuffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return windows1252.decode(bytes);
  }
}
