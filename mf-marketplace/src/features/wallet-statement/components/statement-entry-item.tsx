import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WalletStatementEntry } from '@astrosetu/contracts';
import { formatPaise, formatShortDateTime } from '@astrosetu/design-system/format';
import { statementKindLabel } from '../model/statement-kinds';
import { useMarketplaceText } from '../../../locales/use-text';

/** A signed amount as the statement prints it: "+₹500.00" in, "−₹350.00" out. */
export function signedAmount(paise: number): string {
  return paise > 0 ? `+${formatPaise(paise)}` : `−${formatPaise(Math.abs(paise))}`;
}

/**
 * One statement line, compact enough for a 360 px phone: what it was and for whom on the left, the signed
 * amount on the right, the date and both balances after it underneath.
 */
export function StatementEntryItem({ entry }: { entry: WalletStatementEntry }) {
  const { t } = useMarketplaceText();
  const kind = t(statementKindLabel[entry.kind]);
  return (
    <Box component="li" sx={{ py: 1.5, px: { xs: 2, sm: 2.5 }, listStyle: 'none', '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" spacing={1.5} justifyContent="space-between" alignItems="flex-start">
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle2" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {kind}
            {entry.account === 'bonus' ? <Chip label={t('walletPage.bonusAccount')} size="small" color="success" variant="outlined" /> : null}
          </Typography>
          {entry.description ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {entry.description}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary" component="p">
            <time dateTime={entry.createdAt}>{t('walletPage.when', { when: formatShortDateTime(entry.createdAt) })}</time>
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography
            variant="subtitle1"
            component="p"
            color={entry.amount > 0 ? 'success.main' : 'text.primary'}
            sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            {signedAmount(entry.amount)}
          </Typography>
        </Box>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('walletPage.after', { cash: formatPaise(entry.cashBalance), bonus: formatPaise(entry.bonusBalance) })}
      </Typography>
    </Box>
  );
}
