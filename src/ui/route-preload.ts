// issue 13: index.html carries, per lazy route screen, its chunks' preload links in an inert <template> marked with
// the route's path, a prefix when it ends with `/` (build/preload-chunk-plugin.ts). The entry adds those of
// the route the page opened on, so that screen's code loads beside the UI's instead of once React has rendered the app.

/** Adds the preload links of the route `pathname` belongs to, if it has any. */
export function preloadStartRoute(pathname: string): void {
  for (const template of document.head.querySelectorAll<HTMLTemplateElement>('template[data-route-preload]')) {
    const route = template.dataset.routePreload!;
    if (route.endsWith('/') ? pathname.startsWith(route) : pathname === route) document.head.append(template.content.cloneNode(true));
  }
}
