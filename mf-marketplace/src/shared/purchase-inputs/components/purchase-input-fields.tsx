import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@astrosetu/web-core/forms';
import type { ServiceInputKind } from '../model/purchase-input-values';
import { ImageUploadField } from './image-upload-field';
import { PersonBirthFields } from './person-birth-fields';
import { PlaceField } from './place-field';
import { useMarketplaceText, type MarketplaceKey } from '../../../locales/use-text';

const FACINGS: readonly (readonly [string, MarketplaceKey])[] = [
  ['N', 'purchase.facing.north'], ['NE', 'purchase.facing.northEast'], ['E', 'purchase.facing.east'], ['SE', 'purchase.facing.southEast'],
  ['S', 'purchase.facing.south'], ['SW', 'purchase.facing.southWest'], ['W', 'purchase.facing.west'], ['NW', 'purchase.facing.northWest'],
];

/** The fields of one input kind (contracts' deliverableInputSchemas), inside the purchase's formik form. */
export function PurchaseInputFields({ kind }: { kind: ServiceInputKind }) {
  const { t } = useMarketplaceText();
  switch (kind) {
    case 'one-birth':
      return <PersonBirthFields prefix="person" />;
    case 'birth-and-concern':
      return (
        <Stack spacing={2}>
          <PersonBirthFields prefix="person" />
          <FormTextField
            name="concern"
            label={t('purchase.concern.label')}
            required
            multiline
            minRows={3}
            helperText={t('purchase.concern.help')}
          />
        </Stack>
      );
    case 'two-births':
      return (
        <Stack spacing={3}>
          {/* Guna milan is read from the groom's side to the bride's: each birth is asked for under its role. */}
          <Typography variant="body2" color="text.secondary">
            {t('purchase.coupleHelp')}
          </Typography>
          <PersonBirthFields prefix="groom" heading={t('purchase.groom')} withGender={false} />
          <PersonBirthFields prefix="bride" heading={t('purchase.bride')} withGender={false} />
        </Stack>
      );
    case 'numerology':
      return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField name="fullName" label={t('booking.form.name')} required autoComplete="name" helperText={t('purchase.numerologyNameHelp')} />
          <FormTextField name="birthDate" label={t('purchase.birth.date')} type="date" required slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
      );
    case 'panchang':
      return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <PlaceField id="panchang-place" label={t('purchase.place.label')} names={{ place: 'place', latitude: 'latitude', longitude: 'longitude', timezone: 'timezone' }} />
          <FormTextField name="month" label={t('purchase.month')} type="month" required slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
      );
    case 'palm-photos':
      return (
        <Stack spacing={2.5}>
          <ImageUploadField name="leftPalm" label={t('purchase.palm.left')} hint={t('purchase.palm.hint')} />
          <ImageUploadField name="rightPalm" label={t('purchase.palm.right')} hint={t('purchase.palm.hint')} />
          <FormTextField name="dominantHand" label={t('purchase.palm.dominant')} select required>
            <MenuItem value="right">{t('purchase.palm.rightHand')}</MenuItem>
            <MenuItem value="left">{t('purchase.palm.leftHand')}</MenuItem>
          </FormTextField>
          <FormTextField name="question" label={t('purchase.palm.question')} multiline minRows={2} />
        </Stack>
      );
    case 'floor-plan':
      return (
        <Stack spacing={2.5}>
          <ImageUploadField name="floorPlan" label={t('purchase.vastu.floorPlan')} hint={t('purchase.vastu.floorPlanHint')} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField name="facing" label={t('purchase.vastu.facing')} select required>
              {FACINGS.map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {t(label)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField name="propertyType" label={t('purchase.vastu.property')} select required>
              <MenuItem value="home">{t('purchase.vastu.home')}</MenuItem>
              <MenuItem value="office">{t('purchase.vastu.office')}</MenuItem>
              <MenuItem value="shop">{t('purchase.vastu.shop')}</MenuItem>
              <MenuItem value="plot">{t('purchase.vastu.plot')}</MenuItem>
            </FormTextField>
          </Box>
          <FormTextField name="concern" label={t('purchase.vastu.concern')} multiline minRows={2} />
        </Stack>
      );
    case 'tarot-question':
      return (
        <Stack spacing={2}>
          <FormTextField name="name" label={t('purchase.tarot.name')} required autoComplete="given-name" />
          <FormTextField name="question" label={t('purchase.tarot.question')} required multiline minRows={3} helperText={t('purchase.tarot.questionHelp')} />
        </Stack>
      );
  }
}
