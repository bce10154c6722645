import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useChatText } from '../../locales/use-text';

/** The order fields products ask for; another field shows its own name. */
const knownFields = [
  'person', 'groom', 'bride', 'first', 'second', 'name', 'fullName', 'gender', 'birthDate', 'birthTime', 'birthPlace', 'latitude', 'longitude',
  'timezone', 'concern', 'question', 'questions', 'dominantHand', 'facing', 'propertyType', 'place', 'month', 'leftPalm',
  'rightPalm', 'floorPlan', 'email', 'phone', 'reportType',
] as const;
const isKnownField = (key: string): key is (typeof knownFields)[number] => (knownFields as readonly string[]).includes(key);

/** The customer's inputs as label: value rows (nested births under their own heading). Images are shown apart. */
export function TaskInputs({ inputs, imageFields }: { inputs: Record<string, unknown>; imageFields: string[] }) {
  const { t } = useChatText();
  const labelOf = (key: string) => (isKnownField(key) ? t(`task.field.${key}`) : key);
  const rows = Object.entries(inputs).filter(([key]) => !imageFields.includes(key));
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map(([key, value]) =>
        value && typeof value === 'object' ? (
          <Box key={key} sx={{ gridColumn: '1 / -1', mt: 1 }}>
            <Typography fontWeight={700}>{labelOf(key)}</Typography>
            <TaskInputs inputs={value as Record<string, unknown>} imageFields={[]} />
          </Box>
        ) : (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {labelOf(key)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
              {String(value)}
            </Typography>
          </Box>
        ),
      )}
    </Box>
  );
}
