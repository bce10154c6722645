import type { Astrologer } from '@astrosetu/contracts';
import { AstrologerCard, type AstrologerCardProps } from '@astrosetu/design-system/astrologer-card';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import { AstrologerTrustMenu } from '../trust/astrologer-trust-menu';
import { FavoriteHeart } from '../trust/favorite-heart';
import { availabilityText } from './availability-text';
import { ChannelPrices } from './channel-prices';
import { useMarketplaceText } from '../../locales/use-text';

export interface AstrologerTileProps {
  astrologer: Astrologer;
  /** Chat Now on an online astrologer's card. */
  onChat: (astrologer: Astrologer) => void;
  headingLevel?: AstrologerCardProps['headingLevel'];
}

/** The theme's card corner (its MuiCard override), which the footer's bottom corners continue. */
function cardRadius(theme: Theme): number | string {
  const root = theme.components?.MuiCard?.styleOverrides?.root as { borderRadius?: number | string } | undefined;
  return root?.borderRadius ?? theme.shape.borderRadius;
}

/**
 * An astrologer from the API drawn as the design system's card, with the Chat and Call prices as its footer (the
 * card has no slot for them, so the footer continues its border below it).
 */
export function AstrologerTile({ astrologer, onChat, headingLevel }: AstrologerTileProps) {
  const { t } = useMarketplaceText();
  return (
    <Stack
      sx={{
        height: '100%',
        '& > .MuiCard-root': { flex: 1, height: 'auto', borderBottomLeftRadius: 0, borderBottomRightRadius: 0 },
      }}
    >
      <AstrologerCard
        name={astrologer.name}
        imageUrl={astrologer.image || undefined}
        rating={astrologer.reviewCount > 0 || astrologer.rating > 0 ? astrologer.rating : null}
        reviewCount={astrologer.reviewCount}
        experienceYears={astrologer.experience}
        specializations={astrologer.specializations}
        languages={astrologer.languages}
        ratePerMinute={astrologer.ratePerMinute}
        isOnline={astrologer.isOnline}
        offlineText={availabilityText(astrologer, t)}
        onChat={() => onChat(astrologer)}
        headingLevel={headingLevel}
        action={
          <Stack direction="row">
            <FavoriteHeart astrologer={astrologer} />
            <AstrologerTrustMenu astrologer={astrologer} />
          </Stack>
        }
      />
      <Box
        sx={(theme) => ({
          px: 2.5,
          py: 1,
          border: `1px solid ${theme.palette.divider}`,
          borderTop: 0,
          borderBottomLeftRadius: cardRadius(theme),
          borderBottomRightRadius: cardRadius(theme),
          bgcolor: 'brand.surfaceTint',
        })}
      >
        <ChannelPrices astrologer={astrologer} />
      </Box>
    </Stack>
  );
}
