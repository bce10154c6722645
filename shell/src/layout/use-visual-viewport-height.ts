import { useEffect, useState } from 'react';

/**
 * The height of what the visitor can see, in px, while `active`: on a phone the on-screen keyboard shrinks the
 * visual viewport but not the layout viewport (nor 100dvh) on iOS Safari and on Chrome without
 * interactive-widget=resizes-content, so a full-height page sized with CSS alone hides its bottom (the chat's
 * message box) behind the keyboard. Undefined when inactive or where the browser has no visualViewport.
 */
export function useVisualViewportHeight(active: boolean): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const viewport = active ? window.visualViewport : null;
    setHeight(undefined);
    if (!viewport) return undefined;
    const update = () => {
      setHeight(Math.round(viewport.height));
      // iOS scrolls the page up to show the focused field; the page already fits, so undo it.
      if (window.scrollY) window.scrollTo(0, 0);
    };
    update();
    viewport.addEventListener('resize', update);
    return () => viewport.removeEventListener('resize', update);
  }, [active]);
  return height;
}
