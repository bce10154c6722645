import { lazy, Suspense, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import { useSiteLanguage } from '@astrosetu/web-core';
import { useShellText } from '../locales/use-text';

// The menu itself (Menu, Popover, list) loads on the first click: the first visit draws only the button.
const LanguageMenuList = lazy(() => import('./language-menu-list'));

/**
 * The language button of the navigation bar: an icon button named with the current language ("Language: हिन्दी"),
 * opening a menu of the offered languages, each in its own script.
 */
export function LanguageMenuButton({ sx }: { sx?: object }) {
  const { t } = useShellText();
  const { info } = useSiteLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const label = t('language.button', { language: info.nativeName });
  return (
    <>
      <IconButton
        onClick={(event: MouseEvent<HTMLElement>) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        sx={sx}
      >
        <TranslateRounded />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageMenuList id="language-menu" anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
