import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useWebCoreText } from '../locales/use-text';

export interface PanelErrorBoundaryProps {
  /** What the panel is, for the reader ("The chat", "Analytics") and for the console. */
  name: string;
  children: ReactNode;
  /** Values whose change clears a failure (e.g. the id of what the panel shows). */
  resetKeys?: unknown[];
}

/**
 * Keeps a panel that fails while rendering (unexpected data, a bug) from taking its whole page, or the whole remote,
 * down with it: the panel says it could not be shown and offers Retry, which renders it again; the rest of the
 * page keeps working. Remotes as a whole have the shell's boundary; this one is for the parts inside a page.
 */
export function PanelErrorBoundary({ name, children, resetKeys }: PanelErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      onError={(error) => console.error(`[${name}] failed while rendering`, error)}
      fallbackRender={(props) => <PanelFailed name={name} {...props} />}
    >
      {children}
    </ErrorBoundary>
  );
}

function PanelFailed({ name, resetErrorBoundary }: FallbackProps & { name: string }) {
  const { t } = useWebCoreText();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={resetErrorBoundary}>
          {t('panel.retry')}
        </Button>
      }
    >
      {t('panel.failed', { name })}
    </Alert>
  );
}
