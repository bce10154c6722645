import { alpha, type Components, type Theme } from '@mui/material/styles';
import { motion, radii } from './brand-tokens';

/**
 * Theme-level defaults: the bottom of MUI's customisation ladder. Everything every screen should share
 * lives here, so feature code rarely needs `sx` and never fights the brand.
 */
export function componentOverrides(theme: Theme): Components<Theme> {
  const { palette } = theme;
  const focusRing = {
    outline: `3px solid ${alpha(palette.mode === 'light' ? palette.primary.main : palette.secondary.main, 0.8)}`,
    outlineOffset: 2,
  };

  return {
    MuiCssBaseline: {
      styleOverrides: {
        html: { WebkitTextSizeAdjust: '100%' },
        body: { fontFeatureSettings: '"kern", "liga"', textRendering: 'optimizeLegibility' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
          },
        },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: {
      // The outline ring above marks keyboard focus; the focus ripple on top of it only muddies the label.
      defaultProps: { disableElevation: true, disableFocusRipple: true },
      styleOverrides: {
        root: { borderRadius: radii.medium, paddingInline: theme.spacing(2.25), minHeight: 40 },
        sizeSmall: { minHeight: 32, paddingInline: theme.spacing(1.5) },
        sizeLarge: { minHeight: 48, paddingInline: theme.spacing(3), fontSize: '1rem' },
        outlined: { borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } },
      },
    },
    MuiIconButton: {
      defaultProps: { disableFocusRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiPaper: {
      // Dark mode's elevation overlay would change background colours we verified for contrast.
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: {
          borderRadius: radii.large,
          borderColor: palette.divider,
          transition: `box-shadow ${motion.standard}ms, border-color ${motion.standard}ms`,
        },
      },
    },
    MuiCardContent: {
      styleOverrides: { root: { padding: theme.spacing(2.5), '&:last-child': { paddingBottom: theme.spacing(2.5) } } },
    },
    MuiCardActions: {
      styleOverrides: { root: { padding: theme.spacing(0, 2.5, 2.5) } },
    },
    MuiChip: {
      styleOverrides: {
        root: { borderRadius: radii.pill, fontWeight: 500 },
        label: { paddingInline: theme.spacing(1.25) },
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'default' },
      styleOverrides: {
        root: {
          backgroundColor: alpha(palette.background.paper, 0.92),
          backdropFilter: 'saturate(180%) blur(8px)',
          color: palette.text.primary,
          borderBottom: `1px solid ${palette.divider}`,
        },
      },
    },
    MuiToolbar: {
      styleOverrides: { root: { minHeight: 64 } },
    },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: radii.dialog, padding: theme.spacing(0.5) } },
    },
    MuiDialogTitle: {
      styleOverrides: { root: { fontFamily: theme.typography.h5.fontFamily, fontWeight: 600, fontSize: '1.25rem' } },
    },
    MuiDialogActions: {
      styleOverrides: { root: { padding: theme.spacing(1.5, 3, 2.5), gap: theme.spacing(1) } },
    },
    MuiTextField: {
      defaultProps: { variant: 'outlined', fullWidth: true },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          borderRadius: radii.medium,
          backgroundColor: palette.background.paper,
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
        },
      },
    },
    MuiInputLabel: {
      styleOverrides: { root: { fontWeight: 500 } },
    },
    MuiTabs: {
      defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true },
      styleOverrides: {
        root: { minHeight: 44 },
        indicator: { height: 3, borderRadius: '3px 3px 0 0' },
      },
    },
    MuiTab: {
      styleOverrides: {
        root: {
          textTransform: 'none',
          fontWeight: 600,
          minHeight: 44,
          '&.Mui-focusVisible': { ...focusRing, outlineOffset: -3 },
        },
      },
    },
    MuiTooltip: {
      defaultProps: { arrow: true },
      styleOverrides: { tooltip: { fontSize: '0.8125rem' } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { fontWeight: 500 } },
    },
    MuiAlert: {
      styleOverrides: { root: { borderRadius: radii.medium } },
    },
    MuiSkeleton: {
      defaultProps: { animation: 'wave' },
    },
  };
}
