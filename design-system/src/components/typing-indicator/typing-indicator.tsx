import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export interface TypingIndicatorProps {
  /** Who is typing; "Typing" alone when omitted. */
  name?: string;
}

const bounce = keyframes`
  0%, 60%, 100% { transform: translateY(0); opacity: 0.45; }
  30% { transform: translateY(-4px); opacity: 1; }
`;

/** Three bouncing dots in a bubble and the words "… is typing", announced politely. */
export function TypingIndicator({ name }: TypingIndicatorProps) {
  const { t } = useDesignSystemText();
  const text = name ? t('typing.named', { name }) : t('typing.anonymous');
  return (
    <Stack direction="row" spacing={1} alignItems="center" role="status" aria-live="polite">
      <Box
        aria-hidden
        sx={{
          display: 'inline-flex',
          gap: 0.5,
          px: 1.5,
          py: 1.25,
          borderRadius: '18px',
          borderBottomLeftRadius: '6px',
          bgcolor: 'brand.otherBubble',
        }}
      >
        {[0, 1, 2].map((dot) => (
          <Box
            key={dot}
            component="span"
            sx={{
              width: 7,
              height: 7,
              borderRadius: '50%',
              bgcolor: 'text.secondary',
              animation: `${bounce} 1.2s ease-in-out ${dot * 0.15}s infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.7 },
            }}
          />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {text}…
      </Typography>
    </Stack>
  );
}
