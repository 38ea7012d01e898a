import { describe, expect, test } from 'vitest';
import { documentContent, mimeTypeOf } from '../../../../src/ui/screens/documents/document-content';

const text = 'Betriebsvorschrift: Ablesung täglich 07:00\n';
const base64 = Buffer.from(text, 'utf8').toString('base64');

describe('spec archive.md §3 Measure document: mdDocument is base64 content or a URL', () => {
  test('base64 content is decoded to its bytes with the content type of the file name', () => {
    const content = documentContent({ mdFilename: 'Vorschrift.TXT', mdDocument: base64 });
    expect(content.kind).toBe('base64');
    if (content.kind !== 'base64') return;
    expect(new TextDecoder().decode(content.bytes)).toBe(text);
    expect(content.mimeType).toBe('text/plain;charset=utf-8');
  });

  test('base64 with line breaks, and content starting with a slash (JPEG), is still base64', () => {
    const wrapped = `${base64.slice(0, 20)}\n${base64.slice(20)}`;
    const content = documentContent({ mdFilename: 'a.txt', mdDocument: wrapped });
    expect(content.kind === 'base64' && new TextDecoder().decode(content.bytes)).toBe(text);
    expect(documentContent({ mdFilename: 'foto.jpg', mdDocument: '/9j/4AAQ' }).kind).toBe('base64');
  });

  test('absolute URLs and relative paths are URLs', () => {
    expect(documentContent({ mdFilename: 'a.pdf', mdDocument: 'https://example.org/a.pdf' })).toEqual({ kind: 'url', url: 'https://example.org/a.pdf' });
    expect(documentContent({ mdFilename: 'a.pdf', mdDocument: '/docs/a.pdf' })).toEqual({ kind: 'url', url: '/docs/a.pdf' });
  });

  test('content types by extension; unknown ones are plain bytes', () => {
    expect(mimeTypeOf('Kontrollgang.pdf')).toBe('application/pdf');
    expect(mimeTypeOf('Schlüssel.csv')).toBe('text/csv;charset=utf-8');
    expect(mimeTypeOf('ohne-endung')).toBe('application/octet-stream');
  });
});
