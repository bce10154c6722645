import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { cataloguePriceInPaise, discountPercent } from '@astrosetu/contracts';
import { Price } from '@astrosetu/design-system/price';
import { useReferencePrice } from '@astrosetu/web-core';
import { useContentText } from '../../locales/use-text';

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

export interface ReferencePriceProps {
  /** The item's price key (servicePriceKey / reportPriceKey). */
  priceKey: string | undefined;
  /** The current price shown before this, whole rupees. */
  price: number;
}

/**
 * Placed after an item's price: a struck-through earlier price and the saving, only when the server answers a
 * reference price for the item (GET /api/catalogue/prices: charged on at least 30 of the last 90 days,
 * docs/orders.md#prices). Nothing otherwise: no page invents a "was" price.
 */
export function ReferencePrice({ priceKey, price }: ReferencePriceProps) {
  const { t } = useContentText();
  const pricePaise = cataloguePriceInPaise(price);
  const referencePrice = useReferencePrice(priceKey, pricePaise);
  if (referencePrice === undefined) return null;
  return (
    <>
      <Box component="span" sx={visuallyHidden}>
        {t('common.insteadOf')}
      </Box>
      <Price paise={referencePrice} decimals={false} variant="body2" strikethrough />
      <Chip size="small" color="success" variant="outlined" label={t('common.discountOff', { percent: discountPercent(pricePaise, referencePrice) })} sx={{ fontWeight: 700 }} />
    </>
  );
}
