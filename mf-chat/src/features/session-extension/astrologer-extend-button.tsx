import Button from '@mui/material/Button';
import MoreTimeRounded from '@mui/icons-material/MoreTimeRounded';
import { ASTROLOGER_EXTENSION_MINUTES, MAX_ASTROLOGER_EXTENSIONS } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { useExtendAsAstrologerMutation } from './extension-api';

export interface AstrologerExtendButtonProps {
  consultationId: number;
  /** Free extensions already given in this session. */
  given: number;
  disabled?: boolean;
}

/** The astrologer's '+5min (remaining)': 5 free minutes, at most twice per session. */
export function AstrologerExtendButton({ consultationId, given, disabled = false }: AstrologerExtendButtonProps) {
  const { toast } = useToast();
  const [extend, { isLoading }] = useExtendAsAstrologerMutation();
  const remaining = Math.max(0, MAX_ASTROLOGER_EXTENSIONS - given);

  const onClick = async () => {
    try {
      await extend({ consultationId }).unwrap();
      toast({ title: 'Free Extension Added', description: `${ASTROLOGER_EXTENSION_MINUTES} free minutes were added to this session.`, variant: 'success' });
    } catch (caught) {
      toast({ title: 'Extension Failed', description: normaliseApiError(caught).message || 'Could not add free minutes.', variant: 'error' });
    }
  };

  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<MoreTimeRounded />}
      onClick={() => void onClick()}
      disabled={disabled || isLoading || remaining === 0}
      aria-label={`Add ${ASTROLOGER_EXTENSION_MINUTES} free minutes (${remaining} left)`}
    >
      +{ASTROLOGER_EXTENSION_MINUTES}min ({remaining})
    </Button>
  );
}
