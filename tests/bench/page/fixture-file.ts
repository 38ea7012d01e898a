/** A fixture served next to the bench page (written by ../fixtures.ts), as the File a user would pick. */
export async function fixtureFile(path: string, type: string): Promise<File> {
  const response = await fetch(new URL(path, location.href));
  // the server answers unknown paths with the app's index.html
  if (!response.ok || response.headers.get('content-type')?.startsWith('text/html')) throw new Error(`fixture ${path} not served`);
  return new File([await response.blob()], path.split('/').pop()!, { type });
}
