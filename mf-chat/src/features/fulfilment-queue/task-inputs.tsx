import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const labels: Record<string, string> = {
  person: 'Person', first: 'First person', second: 'Second person', name: 'Name', fullName: 'Full name', gender: 'Gender',
  birthDate: 'Birth date', birthTime: 'Birth time', birthPlace: 'Birth place', latitude: 'Latitude', longitude: 'Longitude',
  timezone: 'Time zone', concern: 'Concern', question: 'Question', questions: 'Questions', dominantHand: 'Dominant hand',
  facing: 'Entrance faces', propertyType: 'Property', place: 'Place', month: 'Month', leftPalm: 'Left palm photo',
  rightPalm: 'Right palm photo', floorPlan: 'Floor plan', email: 'E-mail', phone: 'Phone', reportType: 'Report',
};

const labelOf = (key: string) => labels[key] ?? key;

/** The customer's inputs as label: value rows (nested births under their own heading). Images are shown apart. */
export function TaskInputs({ inputs, imageFields }: { inputs: Record<string, unknown>; imageFields: string[] }) {
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
