import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BackHandRounded from '@mui/icons-material/BackHandRounded';
import StyleRounded from '@mui/icons-material/StyleRounded';
import TagRounded from '@mui/icons-material/TagRounded';
import TrackChangesRounded from '@mui/icons-material/TrackChangesRounded';
import { Price } from '@astrosetu/design-system/price';
import { servicePaymentPath } from '../../../shared/payment/payment-links';
import { divinationCatalogueItem, useDivinationServices, type DivinationServiceId } from '../model/divination-services';
import { cataloguePriceInPaise, servicePriceKey } from '@astrosetu/contracts';
import { ReferencePrice } from '../../../shared/ui/reference-price';
import { useContentText } from '../../../locales/use-text';

const ICONS: Record<DivinationServiceId, ReactNode> = {
  'birth-chart': <TrackChangesRounded />,
  palmistry: <BackHandRounded />,
  numerology: <TagRounded />,
  tarot: <StyleRounded />,
};

export interface DivinationServiceCardsProps {
  selected: DivinationServiceId;
  onSelect: (service: DivinationServiceId) => void;
}

/** The four services: choosing a card opens its tool below; Purchase Service buys the personal reading. */
export function DivinationServiceCards({ selected, onSelect }: DivinationServiceCardsProps) {
  const { t } = useContentText();
  const services = useDivinationServices();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
      {services.map((service) => {
        const item = divinationCatalogueItem(service.id);
        const isSelected = service.id === selected;
        return (
          <Card
            key={service.id}
            sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderWidth: isSelected ? 2 : 1, borderColor: isSelected ? 'primary.main' : 'divider' }}
          >
            <CardActionArea onClick={() => onSelect(service.id)} aria-pressed={isSelected} sx={{ flexGrow: 1, alignItems: 'flex-start' }}>
              <CardContent>
                <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 32 } }}>
                  {ICONS[service.id]}
                </Box>
                <Typography variant="h6" component="h3">
                  {service.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {service.tagline}
                </Typography>
                <Stack direction="row" spacing={1} alignItems="baseline" flexWrap="wrap" useFlexGap sx={{ mt: 1.5 }}>
                  <Price paise={cataloguePriceInPaise(item.price)} decimals={false} variant="h6" fontWeight={700} />
                  <ReferencePrice priceKey={servicePriceKey(item)} price={item.price} />
                </Stack>
              </CardContent>
            </CardActionArea>
            <Box sx={{ p: 2, pt: 0 }}>
              <Button
                component={RouterLink}
                to={servicePaymentPath(item, t('divination.paymentDescription', { service: service.title, tagline: service.tagline }))}
                variant={isSelected ? 'contained' : 'outlined'}
                fullWidth
                aria-label={t('divination.purchaseLabel', { service: service.title })}
              >
                {t('common.purchaseService')}
              </Button>
            </Box>
          </Card>
        );
      })}
    </Box>
  );
}
