import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DoshaResult, Kundli } from '@astrosetu/contracts';

function doshaSeverity(dosha: DoshaResult): 'success' | 'info' | 'warning' | 'error' {
  if (!dosha.present) return 'success';
  if (dosha.cancelled || !dosha.effective) return 'info';
  return dosha.severity === 'strong' ? 'error' : 'warning';
}

function doshaVerdict(dosha: DoshaResult): string {
  if (!dosha.present) return 'Not present';
  if (dosha.cancelled) return 'Present but cancelled';
  return `Present (${dosha.severity})${dosha.type ? `, ${dosha.type}` : ''}`;
}

/** Which classical yogas the chart forms (with the rule checked) and the doshas with their cancellations. */
export function YogasDoshas({ kundli }: { kundli: Kundli }) {
  const formed = kundli.yogas.filter((yoga) => yoga.present);
  const notFormed = kundli.yogas.filter((yoga) => !yoga.present);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
          Yogas formed ({formed.length})
        </Typography>
        {formed.length === 0 ? <Typography color="text.secondary">None of the yogas checked is formed in this chart.</Typography> : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {formed.map((yoga) => (
            <Card key={yoga.name} variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
                  <Typography variant="subtitle1" component="h4">
                    {yoga.name}
                  </Typography>
                  {yoga.strength ? <Chip size="small" color="success" label={yoga.strength} /> : null}
                </Stack>
                <Typography variant="body2">{yoga.description}</Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  Rule: {yoga.rule}
                  {yoga.source ? ` (${yoga.source})` : ''}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
        {notFormed.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Also checked, not formed: {notFormed.map((yoga) => yoga.name).join(', ')}.
          </Typography>
        ) : null}
      </Box>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
          Doshas
        </Typography>
        <Stack spacing={1.5}>
          {kundli.doshas.map((dosha) => (
            <Alert key={dosha.name} severity={doshaSeverity(dosha)} variant="outlined">
              <AlertTitle>
                {dosha.name}: {doshaVerdict(dosha)}
              </AlertTitle>
              <Typography variant="body2">{dosha.description}</Typography>
              {dosha.reasons.length > 0 ? (
                <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                  {dosha.reasons.map((reason) => (
                    <Typography component="li" variant="body2" key={reason}>
                      {reason}
                    </Typography>
                  ))}
                </Box>
              ) : null}
            </Alert>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
