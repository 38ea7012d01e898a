// Route parameters decoded exactly once. Links encode a segment with encodeURIComponent; wouter decodes the path with
// decodeURI, which leaves the escapes of the reserved characters # $ & + , / : ; = ? @ in place. Decoding the whole
// segment again would break a literal `%` ("50% Regel" arrives as "50% Regel"), so only those escapes are decoded here.
import { useMemo } from 'react';
import { useParams } from 'wouter';

const RESERVED_ESCAPE = /%(?:2[346BCF]|3[ABDF]|40)/gi;

/** a path segment as wouter matched it, decoded to the text its link encoded */
export function decodeRouteSegment(segment: string): string {
  return segment.replace(RESERVED_ESCAPE, (escape) => decodeURIComponent(escape));
}

/** the current route's parameters (a round's name, a station number …), each decoded exactly once */
export function useRouteParams<T extends Record<string, string | undefined>>(): T {
  const params = useParams();
  return useMemo(
    () => Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value === undefined ? value : decodeRouteSegment(value)])) as T,
    [params],
  );
}
