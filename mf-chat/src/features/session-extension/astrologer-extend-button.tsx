import Button from '@mui/material/Button';
import MoreTimeRounded from '@mui/icons-material/MoreTimeRounded';
import { ASTROLOGER_EXTENSION_MINUTES, MAX_ASTROLOGER_EXTENSIONS } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { useExtendAsAstrologerMutation } from './extension-api';
import { useChatText } from '../../locales/use-text';

export interface AstrologerExtendButtonProps {
  consultationId: number;
  /** Free extensions already given in this session. */
  given: number;
  disabled?: boolean;
}

/** The astrologer's '+5min (remaining)': 5 free minutes, at most twice per session. */
export function AstrologerExtendButton({ consultationId, given, disabled = false }: AstrologerExtendButtonProps) {
  const { t } = useChatText();
  const { toast } = useToast();
  const [extend, { isLoading }] = useExtendAsAstrologerMutation();
  const remaining = Math.max(0, MAX_ASTROLOGER_EXTENSIONS - given);

  const onClick = async () => {
    try {
      await extend({ consultationId }).unwrap();
      toast({ title: t('astrologerExtend.added'), description: t('astrologerExtend.addedText', { count: ASTROLOGER_EXTENSION_MINUTES }), variant: 'success' });
    } catch (caught) {
      toast({ title: t('extension.failed'), description: normaliseApiError(caught).message || t('astrologerExtend.failedText'), variant: 'error' });
    }
  };

  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<MoreTimeRounded />}
      onClick={() => void onClick()}
      disabled={disabled || isLoading || remaining === 0}
      aria-label={t('astrologerExtend.label', { count: ASTROLOGER_EXTENSION_MINUTES, left: remaining })}
    >
      {t('astrologerExtend.button', { count: ASTROLOGER_EXTENSION_MINUTES, left: remaining })}
    </Button>
  );
}
