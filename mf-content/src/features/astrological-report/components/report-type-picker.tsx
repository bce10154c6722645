import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useField } from 'formik';
import { reportCatalogue, reportPriceKey, reportTypes, type ReportType, cataloguePriceInPaise } from '@astrosetu/contracts';
import { Price } from '@astrosetu/design-system/price';
import { useContentText } from '../../../locales/use-text';
import { ReferencePrice } from '../../../shared/ui/reference-price';


/** What each report contains, as catalogue keys. */
const FEATURES = {
  basic: ['report.types.basic.features.0', 'report.types.basic.features.1', 'report.types.basic.features.2'],
  comprehensive: ['report.types.comprehensive.features.0', 'report.types.comprehensive.features.1', 'report.types.comprehensive.features.2', 'report.types.comprehensive.features.3'],
  premium: ['report.types.premium.features.0', 'report.types.premium.features.1', 'report.types.premium.features.2', 'report.types.premium.features.3', 'report.types.premium.features.4'],
} as const satisfies Record<ReportType, readonly string[]>;

/** The three report types as selectable cards (a radio group), with price, pages and contents. */
export function ReportTypePicker() {
  const { t } = useContentText();
  const [field, meta, helpers] = useField<ReportType | ''>('reportType');
  const showError = meta.touched && Boolean(meta.error);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={showError ? 'report-type-error' : undefined}>
      <Typography component="legend" variant="h6" sx={{ mb: 1.5 }}>
        {t('report.picker.legend')}
      </Typography>
      <Box role="radiogroup" aria-label={t('report.picker.legend')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {reportTypes.map((type) => {
          const item = reportCatalogue[type];
          const checked = field.value === type;
          const title = t(`report.types.${type}.title`);
          const pages = t(`report.types.${type}.pages`);
          return (
            <Box
              component="label"
              key={type}
              sx={(theme) => ({
                position: 'relative',
                display: 'block',
                cursor: 'pointer',
                p: 2,
                pt: item.popular ? 3 : 2,
                borderRadius: 3,
                border: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
                '&:focus-within': { outline: `3px solid ${alpha(theme.palette.primary.main, 0.4)}`, outlineOffset: 2 },
              })}
            >
              {item.popular ? (
                <Chip label={t('report.picker.mostPopular')} size="small" sx={{ position: 'absolute', top: -12, left: 16, bgcolor: 'brand.marigold', color: 'brand.onMarigold', fontWeight: 700 }} />
              ) : null}
              <Stack direction="row" spacing={1} alignItems="center">
                <Radio
                  checked={checked}
                  value={type}
                  name="reportType"
                  onChange={() => {
                    void helpers.setValue(type);
                  }}
                  onBlur={() => void helpers.setTouched(true)}
                  slotProps={{ input: { 'aria-label': t('report.picker.radioLabel', { title, pages }) } }}
                />
                <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
                  {title}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1} alignItems="baseline" sx={{ mt: 0.5 }} flexWrap="wrap" useFlexGap>
                <Price paise={cataloguePriceInPaise(item.price)} decimals={false} variant="h5" fontWeight={700} />
                <ReferencePrice priceKey={reportPriceKey(type)} price={item.price} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('report.picker.pdfPages', { pages })}
              </Typography>
              <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                {FEATURES[type].map((key) => t(key)).map((feature) => (
                  <Typography component="li" variant="body2" key={feature}>
                    {feature}
                  </Typography>
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
      {showError ? (
        <FormHelperText id="report-type-error" error>
          {meta.error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
