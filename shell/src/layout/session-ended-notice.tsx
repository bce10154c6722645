import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { selectSessionNotice, sessionNoticeDismissed, useAppDispatch, useAppSelector } from '@astrosetu/web-core';

/**
 * When the server ended the session (signed out elsewhere, password changed, account deactivated, or the demo
 * data was reset), says so once, above every page, until the person closes it or signs in again.
 */
export function SessionEndedNotice() {
  const notice = useAppSelector(selectSessionNotice);
  const dispatch = useAppDispatch();
  if (!notice) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert severity="info" role="status" onClose={() => dispatch(sessionNoticeDismissed())}>
        {notice}
      </Alert>
    </Container>
  );
}
