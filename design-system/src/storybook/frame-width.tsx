import type { Decorator } from '@storybook/react-vite';
import Box from '@mui/material/Box';

/**
 * Constrains a single card to a realistic column width; grid stories opt out with
 * `parameters: { frameWidth: 'none' }` (story decorators cannot widen a meta decorator's box).
 */
export function frameWidth(defaultWidth: number | string, extraSx: Record<string, unknown> = {}): Decorator {
  return (Story, { parameters }) => {
    const width = (parameters.frameWidth as number | string | undefined) ?? defaultWidth;
    return (
      <Box sx={{ maxWidth: width, ...extraSx }}>
        <Story />
      </Box>
    );
  };
}
