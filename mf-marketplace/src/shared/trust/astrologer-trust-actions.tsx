import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { useBlockMutation, useBlocksQuery, useUnblockMutation } from '../api/trust-api';
import { useMarketplaceText } from '../../locales/use-text';

// Only a signed-in customer who chooses "Report" needs the form (formik, the shared form helpers and the zod
// schema): loaded then, so that visitors' first page does not download them with every astrologer tile.
const ReportAstrologerDialog = lazy(() => import('./report-astrologer-dialog').then((module) => ({ default: module.ReportAstrologerDialog })));

/** A customer's "More" button on an astrologer: report the astrologer, or block (unblock) them. */
export function AstrologerTrustActions({ astrologer }: { astrologer: { id: number; name: string } }) {
  const { t } = useMarketplaceText();
  const { toast } = useToast();
  const { data: blocks } = useBlocksQuery();
  const [block, blocking] = useBlockMutation();
  const [unblock, unblocking] = useUnblockMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  const blocked = blocks?.some((entry) => entry.astrologerId === astrologer.id) ?? false;
  const menuId = `astrologer-${astrologer.id}-more`;

  const confirmBlock = async () => {
    try {
      await block(astrologer.id).unwrap();
      toast({ title: t('trust.blocked.title', { name: astrologer.name }), description: t('trust.blocked.description'), variant: 'success' });
      setDialog(null);
    } catch (error) {
      toast({ title: t('trust.blockFailed'), description: normaliseApiError(error).message, variant: 'error' });
    }
  };
  const doUnblock = async () => {
    setAnchor(null);
    try {
      await unblock(astrologer.id).unwrap();
      toast({ title: t('trust.unblocked', { name: astrologer.name }), variant: 'success' });
    } catch (error) {
      toast({ title: t('trust.unblockFailed'), description: normaliseApiError(error).message, variant: 'error' });
    }
  };

  return (
    <>
      <IconButton
        aria-label={t('trust.more', { name: astrologer.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertRounded />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setDialog('report');
          }}
        >
          {t('trust.report.title', { name: astrologer.name })}
        </MenuItem>
        {blocked ? (
          <MenuItem disabled={unblocking.isLoading} onClick={() => void doUnblock()}>
            {t('trust.unblock')}
          </MenuItem>
        ) : (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setDialog('block');
            }}
          >
            {t('trust.block')}
          </MenuItem>
        )}
      </Menu>
      {dialog === 'report' ? (
        <Suspense fallback={null}>
          <ReportAstrologerDialog astrologer={astrologer} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      <Dialog open={dialog === 'block'} onClose={() => setDialog(null)} aria-labelledby={`block-${astrologer.id}-title`}>
        <DialogTitle id={`block-${astrologer.id}-title`}>{t('trust.confirmBlock.title', { name: astrologer.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('trust.confirmBlock.description', { name: astrologer.name })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('common.cancel')}</Button>
          <Button color="error" variant="contained" disabled={blocking.isLoading} onClick={() => void confirmBlock()}>
            {t('trust.block')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
