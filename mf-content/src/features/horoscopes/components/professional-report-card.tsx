import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import { alpha } from '@mui/material/styles';
import { reportCatalogue, reportPriceKey, cataloguePriceInPaise } from '@astrosetu/contracts';
import { Price } from '@astrosetu/design-system/price';
import { useContentText } from '../../../locales/use-text';
import { ReferencePrice } from '../../../shared/ui/reference-price';

/** The professional astrological report offer (from the Basic report's price), linking to the report form. */
export function ProfessionalReportCard() {
  const { t } = useContentText();
  const { price } = reportCatalogue.basic;
  return (
    <Card
      sx={(theme) => ({
        background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.08)}, ${alpha(theme.palette.brand.marigold, 0.16)})`,
        borderColor: alpha(theme.palette.primary.main, 0.3),
      })}
    >
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems={{ md: 'center' }} justifyContent="space-between">
          <Stack direction="row" spacing={2} alignItems="flex-start">
            <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 44 } }}>
              <DescriptionRounded />
            </Box>
            <Box>
              <Typography variant="h5" component="h2">
                {t('horoscopes.report.title')}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 560 }}>
                {t('horoscopes.report.text', { pages: t('report.types.basic.pages') })}
              </Typography>
            </Box>
          </Stack>
          <Stack spacing={1} alignItems={{ xs: 'flex-start', md: 'flex-end' }} sx={{ flexShrink: 0 }}>
            <Stack direction="row" spacing={1} alignItems="baseline" flexWrap="wrap" useFlexGap>
              <Typography variant="body2" color="text.secondary">
                {t('horoscopes.report.from')}
              </Typography>
              <Price paise={cataloguePriceInPaise(price)} decimals={false} variant="h4" fontWeight={700} />
              <ReferencePrice priceKey={reportPriceKey('basic')} price={price} />
            </Stack>
            <Button component={RouterLink} to="/astrological-report-form" variant="contained" color="secondary" size="large">
              {t('horoscopes.report.cta')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
