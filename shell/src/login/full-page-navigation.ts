/** Leaves the single-page app for a full page load (spec 2.10: after registration, a full reload to /). */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
