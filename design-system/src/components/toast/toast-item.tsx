import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { Toast } from './toast';
import { TOAST_DEFAULT_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastRecord } from './toast-types';

const slideIn = keyframes`
  from { transform: translateY(16px); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

interface ToastItemProps {
  toast: ToastRecord;
  /** True while the user hovers or focuses the notifications region: the clock stops. */
  paused: boolean;
  onDismiss: (id: number) => void;
}

/** One toast on screen: closes itself after its duration (paused while in use) or when swiped right. */
export function ToastItem({ toast, paused, onDismiss }: ToastItemProps) {
  const duration = toast.duration ?? TOAST_DEFAULT_DURATION_MS;
  const remaining = useRef(duration);
  const startedAt = useRef(0);
  const [offset, setOffset] = useState(0);
  const dragStart = useRef<number | null>(null);
  const [dragging, setDragging] = useState(false);

  const dismiss = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return undefined;
    startedAt.current = Date.now();
    const timer = setTimeout(dismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, dismiss]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== undefined && event.button !== 0) return;
    // Presses on the close or action button are clicks, not swipes (pointer capture would steal the click).
    if (event.target instanceof Element && event.target.closest('button, a')) return;
    dragStart.current = event.clientX;
    setDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (dragStart.current === null) return;
    // Only rightward movement counts: the swipe direction that dismisses.
    setOffset(Math.max(0, event.clientX - dragStart.current));
  };
  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (dragStart.current === null) return;
    const distance = event.clientX - dragStart.current;
    dragStart.current = null;
    setDragging(false);
    if (distance >= TOAST_SWIPE_THRESHOLD_PX) dismiss();
    else setOffset(0);
  };
  const cancelDrag = () => {
    dragStart.current = null;
    setDragging(false);
    setOffset(0);
  };

  return (
    <Box
      component="li"
      data-toast-id={toast.id}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={cancelDrag}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss();
      }}
      sx={{
        listStyle: 'none',
        touchAction: 'pan-y',
        userSelect: offset > 0 ? 'none' : undefined,
        transform: offset > 0 ? `translateX(${offset}px)` : undefined,
        opacity: offset > 0 ? Math.max(0.3, 1 - offset / (TOAST_SWIPE_THRESHOLD_PX * 3)) : 1,
        transition: dragging ? 'none' : 'transform 200ms, opacity 200ms',
        animation: `${slideIn} 200ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Toast
        title={toast.title}
        description={toast.description}
        variant={toast.variant}
        actionLabel={toast.actionLabel}
        onAction={
          toast.onAction
            ? () => {
                toast.onAction?.();
                dismiss();
              }
            : undefined
        }
        onClose={dismiss}
      />
    </Box>
  );
}
