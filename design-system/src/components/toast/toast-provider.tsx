import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ToastContext } from './toast-context';
import { ToastItem } from './toast-item';
import { TOAST_HOTKEY, type ToastApi, type ToastOptions, type ToastRecord } from './toast-types';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of the notifications region; the hotkey is appended, as screen readers announce it. */
  label?: string;
}

/**
 * Hosts the app's toasts: one visible at a time (a new one replaces the old), 5 s by default, swipe right
 * to dismiss, Escape closes, F8 moves focus to the notifications region. The clock stops while the
 * pointer or keyboard focus is inside, so nobody loses a message they are reading.
 */
export function ToastProvider({ children, label: labelGiven }: ToastProviderProps) {
  const { t } = useDesignSystemText();
  const label = labelGiven ?? t('toast.region');
  const [current, setCurrent] = useState<ToastRecord | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const nextId = useRef(1);
  const regionRef = useRef<HTMLElement>(null);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setCurrent({ ...options, id });
    return id;
  }, []);

  const dismiss = useCallback((id?: number) => {
    setCurrent((visible) => (visible && (id === undefined || visible.id === id) ? null : visible));
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // A dismissed toast takes its hover with it; without this the next toast would start paused.
  useEffect(() => {
    if (!current) setHovered(false);
  }, [current]);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        component="section"
        ref={regionRef}
        tabIndex={-1}
        aria-label={`${label} (${TOAST_HOTKEY})`}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        sx={(theme) => ({
          position: 'fixed',
          zIndex: theme.zIndex.snackbar,
          bottom: { xs: 8, sm: 24 },
          right: { xs: 8, sm: 24 },
          left: { xs: 8, sm: 'auto' },
          width: { sm: 400 },
          maxWidth: 'calc(100vw - 16px)',
          outline: 'none',
          '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 4, borderRadius: '8px' },
          pointerEvents: current ? 'auto' : 'none',
        })}
      >
        <Box component="ol" aria-live="polite" sx={{ m: 0, p: 0 }}>
          {current ? <ToastItem key={current.id} toast={current} paused={hovered || focused} onDismiss={dismiss} /> : null}
        </Box>
      </Box>
    </ToastContext.Provider>
  );
}
