import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { Price } from '@astrosetu/design-system/price';
import { useWalletStatementQuery } from '../wallet-statement-api';
import { StatementEntryItem } from './statement-entry-item';
import { useMarketplaceText } from '../../../locales/use-text';

/** Entries per request: a phone screen and a half. */
export const STATEMENT_PAGE_SIZE = 20;

function LoadMoreButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  const { t } = useMarketplaceText();
  return (
    <Box sx={{ p: 2, textAlign: 'center' }}>
      <Button variant="outlined" onClick={onClick} disabled={loading} startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}>
        {t('walletPage.loadMore')}
      </Button>
    </Box>
  );
}

/** An older page, asked for by "Load more"; the last one loaded offers the next. */
function OlderEntries({ cursor, last, onMore }: { cursor: number; last: boolean; onMore: (cursor: number) => void }) {
  const { t } = useMarketplaceText();
  const { data, isError, isFetching, refetch } = useWalletStatementQuery({ before: cursor, limit: STATEMENT_PAGE_SIZE });
  if (isError) {
    return (
      <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('walletPage.retry')}</Button>}>
        {t('walletPage.error')}
      </Alert>
    );
  }
  if (!data) return <LoadMoreButton onClick={() => undefined} loading />;
  return (
    <>
      <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={t('walletPage.olderEntries')}>
        {data.entries.map((entry) => (
          <StatementEntryItem key={entry.id} entry={entry} />
        ))}
      </Box>
      {last && data.nextCursor !== null ? <LoadMoreButton onClick={() => onMore(data.nextCursor!)} loading={isFetching} /> : null}
    </>
  );
}

export interface WalletStatementViewProps {
  /** The payments feature's top-up buttons, shown under "Add money". */
  topUp: ReactNode;
}

/**
 * The customer's wallet (issue 32): both balances, "Add money", and the statement from GET /api/wallet/statement,
 * newest first, a page at a time. Every figure is the server's: the balances and each line's running balances.
 */
export function WalletStatementView({ topUp }: WalletStatementViewProps) {
  const { t } = useMarketplaceText();
  const newest = useWalletStatementQuery({ limit: STATEMENT_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const [cursors, setCursors] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  // A refreshed newest page (the wallet changed) starts the list again, so no entry is shown twice or skipped.
  useEffect(() => setCursors([]), [newest.data]);

  const statement = newest.data;
  return (
    <Container maxWidth="md" sx={{ pt: { xs: 2, md: 4 }, pb: 3, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={2.5}>
        <Typography variant="h4" component="h1">
          {t('walletPage.title')}
        </Typography>

        <Card component="section" variant="outlined" aria-labelledby="wallet-balances-heading" sx={{ borderRadius: 3 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="wallet-balances-heading" component="h2" variant="subtitle1" sx={{ mb: 1.5 }}>
              {t('walletPage.balances')}
            </Typography>
            <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {t('walletPage.cash')}
                </Typography>
                {statement ? (
                  <Price paise={statement.balance} variant="h5" fontWeight={700} />
                ) : (
                  <Skeleton variant="text" width={110} sx={{ fontSize: '1.75rem' }} />
                )}
              </Box>
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {t('walletPage.bonus')}
                </Typography>
                {statement ? (
                  <Price paise={statement.bonusBalance} variant="h5" fontWeight={700} color="success.main" />
                ) : (
                  <Skeleton variant="text" width={90} sx={{ fontSize: '1.75rem' }} />
                )}
              </Box>
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {t('walletPage.bonusNote')}
            </Typography>
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              onClick={() => setAdding((open) => !open)}
              aria-expanded={adding}
              aria-controls="wallet-add-money"
              sx={{ mt: 2 }}
            >
              {t('walletPage.addMoney')}
            </Button>
            <Collapse in={adding} unmountOnExit>
              <Box id="wallet-add-money" sx={{ mt: 2 }}>
                {topUp}
              </Box>
            </Collapse>
          </CardContent>
        </Card>

        <Card component="section" variant="outlined" aria-labelledby="wallet-statement-heading" sx={{ borderRadius: 3 }}>
          <Box sx={{ px: { xs: 2, sm: 2.5 }, pt: 2 }}>
            <Typography id="wallet-statement-heading" component="h2" variant="h6">
              {t('walletPage.statement')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('walletPage.statementIntro')}
            </Typography>
          </Box>
          {newest.isError ? (
            <Alert
              severity="error"
              sx={{ m: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void newest.refetch()}>
                  {t('walletPage.retry')}
                </Button>
              }
            >
              {t('walletPage.error')}
            </Alert>
          ) : !statement ? (
            <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label={t('walletPage.loading')}>
              <Skeleton variant="rounded" height={64} />
              <Skeleton variant="rounded" height={64} />
              <Skeleton variant="rounded" height={64} />
            </Stack>
          ) : statement.entries.length === 0 ? (
            <Typography sx={{ p: 2.5 }} color="text.secondary">
              {t('walletPage.empty')}
            </Typography>
          ) : (
            <>
              <Box component="ul" sx={{ m: 0, p: 0, mt: 1 }} aria-label={t('walletPage.entries')}>
                {statement.entries.map((entry) => (
                  <StatementEntryItem key={entry.id} entry={entry} />
                ))}
              </Box>
              {cursors.map((cursor, index) => (
                <OlderEntries key={cursor} cursor={cursor} last={index === cursors.length - 1} onMore={(next) => setCursors((loaded) => [...loaded, next])} />
              ))}
              {cursors.length === 0 && statement.nextCursor !== null ? (
                <LoadMoreButton onClick={() => setCursors([statement.nextCursor!])} loading={false} />
              ) : null}
            </>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
