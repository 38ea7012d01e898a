// issue 38: a round post's body gzip'd in the worker (CompressionStream) when the server offers it (extension
// post-gzip) and the body is large enough to gain from it; otherwise, and for a server of the spec's dialect, plain JSON.
import { API_EXTENSIONS } from '../../shared/api';
import { offersExtension } from '../session/get-server-info';
import { jsonBody, type RequestOptions } from './client';

/** below this many characters a post goes plain: gzip's own header and the work gain too little */
export const SMALLEST_GZIPPED_POST = 4 * 1024;

export async function roundPostBody(value: unknown): Promise<Pick<RequestOptions, 'body' | 'contentType' | 'headers'>> {
  const plain = jsonBody(value);
  const text = plain.body as string;
  if (text.length < SMALLEST_GZIPPED_POST || !(await offersExtension(API_EXTENSIONS.postGzip))) return plain;
  const gzipped = await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
  return { body: gzipped, contentType: plain.contentType, headers: { 'Content-Encoding': 'gzip' } };
}
