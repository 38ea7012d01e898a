// issue 35: a file name in Content-Disposition per RFC 6266: an ASCII fallback (quotes, backslashes, controls and
// anything beyond ASCII replaced by `_`) and the name itself percent-encoded as UTF-8 in `filename*` (RFC 8187),
// so no id can end the header's parameter or break the header (Node refuses a header beyond Latin-1 with a 500).
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
