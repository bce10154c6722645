import { useCallback, useSyncExternalStore } from 'react';
import { chartStyles, defaultChartStyleFor, type ChartStyle } from '@astrosetu/contracts';
import { useLanguage } from '@astrosetu/design-system/i18n';

/**
 * The chart style the reader chose on the kundli page, shared by every chart on it (the overview, the navamsa and
 * dashamsa, the Chart Image tab, the sixteen vargas) and remembered on this device. Until they choose, each
 * language draws the chart its readers use: South Indian for Tamil, Telugu, Kannada and Malayalam, North Indian for the others.
 */
export const CHART_STYLE_STORAGE_KEY = 'astrosetu.chartStyle';

const listeners = new Set<() => void>();
// The choice of this visit when the device's storage refuses it (private mode, blocked storage).
let choiceInMemory: ChartStyle | null = null;

function currentChoice(): ChartStyle | null {
  try {
    const stored = localStorage.getItem(CHART_STYLE_STORAGE_KEY);
    return chartStyles.find((style) => style === stored) ?? null;
  } catch {
    return choiceInMemory;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chooseChartStyle(style: ChartStyle): void {
  choiceInMemory = style;
  try {
    localStorage.setItem(CHART_STYLE_STORAGE_KEY, style);
  } catch {
    // Not remembered; the charts on the page still switch.
  }
  listeners.forEach((listener) => listener());
}

/** The chart style to draw and the switch that changes it on every chart of the page. */
export function useChartStyle(): [ChartStyle, (style: ChartStyle) => void] {
  const { language } = useLanguage();
  const chosen = useSyncExternalStore(subscribe, currentChoice, () => null);
  const choose = useCallback((style: ChartStyle) => chooseChartStyle(style), []);
  return [chosen ?? defaultChartStyleFor(language), choose];
}
