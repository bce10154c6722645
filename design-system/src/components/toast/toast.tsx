import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { ToastVariant } from './toast-types';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export interface ToastProps {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  actionLabel?: string;
  onAction?: () => void;
  onClose?: () => void;
}

/**
 * The look of one notification. ToastProvider places, times and dismisses it; this component is exported
 * for stories and for inline use. Errors are alerts (interrupting); the rest are polite status messages.
 */
export function Toast({ title, description, variant = 'info', actionLabel, onAction, onClose }: ToastProps) {
  const { t } = useDesignSystemText();
  const hasAction = Boolean(actionLabel && onAction);
  return (
    <Alert
      severity={variant}
      variant="standard"
      role={variant === 'error' ? 'alert' : 'status'}
      action={
        hasAction || onClose ? (
          <Stack direction="row" spacing={0.5} alignItems="center">
            {hasAction ? (
              <Button color="inherit" size="small" onClick={onAction} sx={{ fontWeight: 700 }}>
                {actionLabel}
              </Button>
            ) : null}
            {onClose ? (
              <IconButton aria-label={t('toast.closeNotification')} title={t('toast.close')} color="inherit" size="small" onClick={onClose}>
                <CloseRounded fontSize="small" />
              </IconButton>
            ) : null}
          </Stack>
        ) : undefined
      }
      sx={(theme) => ({
        width: '100%',
        alignItems: 'flex-start',
        boxShadow: theme.shadows[6],
        border: `1px solid ${theme.palette.divider}`,
        borderLeft: `5px solid ${theme.palette[variant].main}`,
        bgcolor: 'background.paper',
        color: 'text.primary',
        '& .MuiAlert-icon': { color: theme.palette[variant].main },
        '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' },
        '& .MuiAlert-action': { color: 'text.secondary', pt: 0.25 },
      })}
    >
      <AlertTitle sx={{ fontWeight: 700, mb: description ? 0.25 : 0 }}>{title}</AlertTitle>
      {description}
    </Alert>
  );
}
