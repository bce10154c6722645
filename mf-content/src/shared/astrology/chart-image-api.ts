import { useEffect, useState } from 'react';
import { apiUrlOf, astrologyRoutes, type BirthInput, type ChartDrawingInput, type ChartStyle } from '@astrosetu/contracts';
import { currentLanguage, useLanguage } from '@astrosetu/design-system/i18n';
import { useContentText } from '../../locales/use-text';

/**
 * POST /api/chart/image: the server draws the chart (the same renderer as the paid PDF report), as SVG or PNG.
 * A plain fetcher rather than an RTK Query endpoint because the answer is an image (a Blob), which has no place
 * in the serialisable store.
 */
export interface ChartImageRequest {
  style: ChartStyle;
  format: 'svg' | 'png';
  size?: number;
  title?: string;
  birth?: BirthInput;
  chart?: ChartDrawingInput;
}

/**
 * The server's own explanation of a refused drawing (already in the site's language). Any other failure (no answer,
 * an answer without one) is left to the caller's own words: the browser's "Failed to fetch" or a bare status is
 * English whatever the site's language (issue 38).
 */
export class ChartImageError extends Error {}

/** What to show for a failed drawing or download: the server's explanation, else the caller's translated text. */
export function chartImageFailureText(error: unknown, fallback: string): string {
  return error instanceof ChartImageError ? error.message : fallback;
}

export async function requestChartImage(request: ChartImageRequest, signal?: AbortSignal): Promise<Blob> {
  const body = { size: 500, ...request };
  const declared = astrologyRoutes.chartImage;
  const response = await fetch(apiUrlOf(declared, { body }), {
    method: declared.method,
    // The chart writes its grahas and signs in the site's language (सू, சூ), like every other astrology answer.
    headers: { 'Content-Type': 'application/json', 'Accept-Language': currentLanguage() },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    let message: string | undefined;
    try {
      const body = (await response.json()) as { error?: { message?: string } };
      message = body.error?.message;
    } catch {
      // Not JSON: no explanation to show.
    }
    throw message ? new ChartImageError(message) : new Error(`Chart image answer ${response.status}`);
  }
  return response.blob();
}

export interface ChartImageState {
  /** An object URL for an <img>, revoked when the image changes or the component goes. */
  url: string | null;
  isLoading: boolean;
  error: string | null;
}

/** The SVG of a chart for display; re-requested when the request changes (by value). */
export function useChartImage(request: ChartImageRequest | null): ChartImageState {
  // Drawn again when the site's language changes.
  const { language } = useLanguage();
  const key = request ? JSON.stringify({ ...request, language }) : null;
  const [state, setState] = useState<ChartImageState>({ url: null, isLoading: false, error: null });
  useEffect(() => {
    if (!key) {
      setState({ url: null, isLoading: false, error: null });
      return undefined;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState((previous) => ({ ...previous, isLoading: true, error: null }));
    const { language: _language, ...drawing } = JSON.parse(key) as ChartImageRequest & { language: string };
    requestChartImage(drawing, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, isLoading: false, error: null });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ url: null, isLoading: false, error: chartImageFailureText(error, useContentText.translate('chart.drawFailedNoAnswer')) });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [key]);
  return state;
}
