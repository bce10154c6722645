import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { alpha } from '@mui/material/styles';
import { cataloguePriceInPaise } from '@astrosetu/contracts';
import { Price } from '@astrosetu/design-system/price';
import { useContentText } from '../../locales/use-text';
import { ReferencePrice } from './reference-price';

export interface ServiceOfferCardProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Whole rupees. */
  price: number;
  /** The item's price key: a struck-through earlier price shows only when the server answers one for it. */
  priceKey?: string;
  /** e.g. 'Most Popular' or 'Popular'. */
  badge?: string;
  features?: readonly string[];
  actionLabel?: string;
  /** Where the button goes (an in-site path), or what it does. */
  to?: string;
  onAction?: () => void;
  /** Marks the card as the current choice (the divination page's service picker). */
  selected?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Text after the price, e.g. 'per report'. */
  priceNote?: string;
}

/** A paid service: what it is, what it costs (with a saving only when the server states one) and the button that buys it. */
export function ServiceOfferCard({
  title,
  description,
  icon,
  price,
  priceKey,
  badge,
  features,
  actionLabel,
  to,
  onAction,
  selected = false,
  headingLevel = 'h3',
  priceNote,
}: ServiceOfferCardProps) {
  const { t } = useContentText();
  const action = actionLabel ?? t('common.purchaseService');
  const highlighted = Boolean(badge) || selected;
  return (
    <Card
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        overflow: 'visible',
        borderWidth: highlighted ? 2 : 1,
        borderColor: selected ? theme.palette.primary.main : badge ? theme.palette.secondary.main : theme.palette.divider,
        boxShadow: highlighted ? theme.shadows[3] : 'none',
      })}
    >
      {badge ? (
        <Chip
          label={badge}
          size="small"
          sx={{
            position: 'absolute',
            top: 0,
            left: '50%',
            transform: 'translate(-50%, -50%)',
            bgcolor: 'brand.marigold',
            color: 'brand.onMarigold',
            fontWeight: 700,
          }}
        />
      ) : null}
      <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5, pt: badge ? 3.5 : 3 }}>
        <Stack direction="row" spacing={1.5} alignItems="center">
          {icon ? (
            <Box
              aria-hidden
              sx={(theme) => ({
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                width: 44,
                height: 44,
                borderRadius: 3,
                color: 'primary.main',
                bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.1 : 0.2),
              })}
            >
              {icon}
            </Box>
          ) : null}
          <Typography variant="h6" component={headingLevel}>
            {title}
          </Typography>
        </Stack>
        {description ? (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} alignItems="baseline" flexWrap="wrap" useFlexGap>
          <Price paise={cataloguePriceInPaise(price)} decimals={false} variant="h5" fontWeight={700} />
          <ReferencePrice priceKey={priceKey} price={price} />
          {priceNote ? (
            <Typography variant="caption" color="text.secondary">
              {priceNote}
            </Typography>
          ) : null}
        </Stack>
        {features && features.length > 0 ? (
          <List dense disablePadding>
            {features.map((feature) => (
              <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start', py: 0.25 }}>
                <ListItemIcon sx={{ minWidth: 28, mt: 0.5, color: 'success.main' }}>
                  <CheckCircleRounded fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={feature} slotProps={{ primary: { variant: 'body2' } }} />
              </ListItem>
            ))}
          </List>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {to ? (
          <Button component={RouterLink} to={to} variant={highlighted ? 'contained' : 'outlined'} color={badge ? 'secondary' : 'primary'} fullWidth size="large" aria-label={t('common.actionFor', { action, item: title })}>
            {action}
          </Button>
        ) : (
          <Button onClick={onAction} variant={highlighted ? 'contained' : 'outlined'} color={badge ? 'secondary' : 'primary'} fullWidth size="large" aria-label={t('common.actionFor', { action, item: title })}>
            {action}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
