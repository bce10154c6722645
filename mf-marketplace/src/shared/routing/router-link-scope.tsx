import type { MouseEvent, ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { useNavigate } from 'react-router-dom';

/**
 * Some design-system components render plain <a href> links (they know nothing of the router). Inside this
 * scope a plain click on a same-site link navigates in the app instead of reloading the whole site; clicks
 * with a modifier key, a target or a download still behave as the browser's own.
 */
export function RouterLinkScope({ children, ...boxProps }: { children: ReactNode } & Omit<BoxProps, 'onClick'>) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return (
    <Box {...boxProps} onClick={onClick}>
      {children}
    </Box>
  );
}
