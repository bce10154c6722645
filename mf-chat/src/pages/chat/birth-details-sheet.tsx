import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useChatText } from '../../locales/use-text';

export interface BirthDetailsSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** On phones and tablets the birth details open in a sheet from the bottom instead of a side column. */
export function BirthDetailsSheet({ open, onClose, title, children }: BirthDetailsSheetProps) {
  const { t } = useChatText();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { maxHeight: '85%', borderTopLeftRadius: 16, borderTopRightRadius: 16 } } }}
    >
      <Stack spacing={1} sx={{ p: 2 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography variant="subtitle2" color="text.secondary">
            {title}
          </Typography>
          <Button onClick={onClose}>{t('room.detailsSheet.close')}</Button>
        </Stack>
        {children}
      </Stack>
    </Drawer>
  );
}
