// spec archive.md §3 Measure document: mdDocument is base64 content or a URL. Pure, so it is unit-tested in Node.

type DocumentContent = { kind: 'url'; url: string } | { kind: 'base64'; bytes: Uint8Array<ArrayBuffer>; mimeType: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
  html: 'text/html;charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The content type by file extension; unknown extensions download as bytes. */
export function mimeTypeOf(filename: string): string {
  const extension = /\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  return MIME_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * A document with a URL scheme, or with characters base64 does not use (a relative path like
 * '/docs/a.pdf'), is a URL; anything else is base64 content.
 */
export function documentContent(md: { mdFilename: string; mdDocument: string }): DocumentContent {
  const text = md.mdDocument;
  if (SCHEME.test(text) || !BASE64.test(text)) return { kind: 'url', url: text };
  const binary = atob(text.replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return { kind: 'base64', bytes, mimeType: mimeTypeOf(md.mdFilename) };
}
