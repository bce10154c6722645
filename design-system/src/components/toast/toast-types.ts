import type { ReactNode } from 'react';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 5000). `Infinity` keeps it until closed. */
  duration?: number;
  /** One optional action, e.g. "Retry" or "View". */
  actionLabel?: string;
  onAction?: () => void;
}

export interface ToastRecord extends ToastOptions {
  id: number;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (only one is visible at a time). Returns its id. */
  toast: (options: ToastOptions) => number;
  /** Closes the toast with this id, or the visible one when no id is given. */
  dismiss: (id?: number) => void;
}

export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
