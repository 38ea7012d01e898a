/** A fixture served next to the bench page (written by ../fixtures.ts), as the File a user would pick. */
export async function fixtureFile(path: string, type: string): Promise<File> {
  const response = await fetch(new URL(path, location.href));
  if (!response.ok) throw new Error(`fixture ${path}: ${response.status}`);
  return new File([await response.blob()], path.split('/').pop()!, { type });
}
