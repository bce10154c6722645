// What tools/bench-vitals.mjs keeps in the page (observeVitals runs before the page's own scripts).
interface PageVitals {
  /** First contentful paint, ms from navigation start. */
  fcp: number | null;
  /** The latest largest-contentful-paint candidate. */
  lcp: number | null;
  lcpElement: string | null;
  longTasks: Array<{ start: number; duration: number }>;
  /** When the remote's page had taken over from the prerendered copy. */
  appReady: number | null;
}

interface Window {
  __vitals: PageVitals;
}
