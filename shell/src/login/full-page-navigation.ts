/** Leaves the single-page app for a full page load (after registration, a full reload to /, so every part of the site starts again with the new account). */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
