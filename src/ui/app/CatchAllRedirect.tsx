import { Redirect, useParams, useSearch } from 'wouter';

/** spec archive.md §2 catch-all /!/{any}: goes to the path built from the remaining segments, keeping the query. */
export function CatchAllRedirect() {
  const rest = useParams()['*'] ?? '';
  const search = useSearch();
  return <Redirect to={`/${rest}${search ? `?${search}` : ''}`} replace />;
}
