import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { FormTextField } from '@astrosetu/web-core/forms';
import type { ServiceInputKind } from '../model/purchase-input-values';
import { ImageUploadField } from './image-upload-field';
import { PersonBirthFields } from './person-birth-fields';
import { PlaceField } from './place-field';

const FACINGS = [
  ['N', 'North'], ['NE', 'North-east'], ['E', 'East'], ['SE', 'South-east'],
  ['S', 'South'], ['SW', 'South-west'], ['W', 'West'], ['NW', 'North-west'],
] as const;

/** The fields of one input kind (contracts' deliverableInputSchemas), inside the purchase's formik form. */
export function PurchaseInputFields({ kind }: { kind: ServiceInputKind }) {
  switch (kind) {
    case 'one-birth':
      return <PersonBirthFields prefix="person" />;
    case 'birth-and-concern':
      return (
        <Stack spacing={2}>
          <PersonBirthFields prefix="person" />
          <FormTextField
            name="concern"
            label="What would you like help with?"
            required
            multiline
            minRows={3}
            helperText="The astrologer reads this with your chart (at least 10 characters)"
          />
        </Stack>
      );
    case 'two-births':
      return (
        <Stack spacing={3}>
          <PersonBirthFields prefix="first" heading="First person" />
          <PersonBirthFields prefix="second" heading="Second person" />
        </Stack>
      );
    case 'numerology':
      return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField name="fullName" label="Full name" required autoComplete="name" helperText="In English letters, as you use it today" />
          <FormTextField name="birthDate" label="Birth date" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
      );
    case 'panchang':
      return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <PlaceField id="panchang-place" label="Place" names={{ place: 'place', latitude: 'latitude', longitude: 'longitude', timezone: 'timezone' }} />
          <FormTextField name="month" label="Month" type="month" required slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
      );
    case 'palm-photos':
      return (
        <Stack spacing={2.5}>
          <ImageUploadField name="leftPalm" label="Left palm" hint="Open hand, in daylight, the whole palm and fingers in the photo" />
          <ImageUploadField name="rightPalm" label="Right palm" hint="Open hand, in daylight, the whole palm and fingers in the photo" />
          <FormTextField name="dominantHand" label="Your dominant hand" select required>
            <MenuItem value="right">Right</MenuItem>
            <MenuItem value="left">Left</MenuItem>
          </FormTextField>
          <FormTextField name="question" label="A question for the reader (optional)" multiline minRows={2} />
        </Stack>
      );
    case 'floor-plan':
      return (
        <Stack spacing={2.5}>
          <ImageUploadField name="floorPlan" label="Floor plan" hint="A photo or scan of the plan with the rooms readable" />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField name="facing" label="Main entrance faces" select required>
              {FACINGS.map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField name="propertyType" label="Property" select required>
              <MenuItem value="home">Home</MenuItem>
              <MenuItem value="office">Office</MenuItem>
              <MenuItem value="shop">Shop</MenuItem>
              <MenuItem value="plot">Plot</MenuItem>
            </FormTextField>
          </Box>
          <FormTextField name="concern" label="Anything that concerns you about the place (optional)" multiline minRows={2} />
        </Stack>
      );
    case 'tarot-question':
      return (
        <Stack spacing={2}>
          <FormTextField name="name" label="Your name" required autoComplete="given-name" />
          <FormTextField name="question" label="Your question" required multiline minRows={3} helperText="One question, at least 10 characters" />
        </Stack>
      );
  }
}
