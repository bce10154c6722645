import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DoshaResult, Kundli } from '@astrosetu/contracts';
import { useContentText } from '../../../locales/use-text';

function doshaSeverity(dosha: DoshaResult): 'success' | 'info' | 'warning' | 'error' {
  if (!dosha.present) return 'success';
  if (dosha.cancelled || !dosha.effective) return 'info';
  return dosha.severity === 'strong' ? 'error' : 'warning';
}

function doshaVerdict(dosha: DoshaResult, t: ReturnType<typeof useContentText>['t']): string {
  if (!dosha.present) return t('kundli.yogas.notPresent');
  if (dosha.cancelled) return t('kundli.yogas.cancelled');
  const severity = t(`kundli.yogas.severityName.${dosha.severity}`);
  return dosha.type ? t('kundli.yogas.presentType', { severity, type: dosha.typeName ?? dosha.type }) : t('kundli.yogas.present', { severity });
}

/** Which classical yogas the chart forms (with the rule checked) and the doshas with their cancellations. */
export function YogasDoshas({ kundli }: { kundli: Kundli }) {
  const { t } = useContentText();
  const formed = kundli.yogas.filter((yoga) => yoga.present);
  const notFormed = kundli.yogas.filter((yoga) => !yoga.present);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {t('kundli.yogas.formed', { count: formed.length })}
        </Typography>
        {formed.length === 0 ? <Typography color="text.secondary">{t('kundli.yogas.noneFormed')}</Typography> : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {formed.map((yoga) => (
            <Card key={yoga.name} variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
                  <Typography variant="subtitle1" component="h4">
                    {yoga.label ?? yoga.name}
                  </Typography>
                  {yoga.strength ? <Chip size="small" color="success" label={t(`kundli.yogas.strengthName.${yoga.strength}`)} /> : null}
                </Stack>
                <Typography variant="body2">{yoga.description}</Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  {t('kundli.yogas.rule', { rule: yoga.rule })}
                  {yoga.source ? ` (${yoga.source})` : ''}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
        {notFormed.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('kundli.yogas.notFormed', { names: notFormed.map((yoga) => yoga.label ?? yoga.name).join(t('common.listSeparator')) })}
          </Typography>
        ) : null}
      </Box>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {t('kundli.yogas.doshas')}
        </Typography>
        <Stack spacing={1.5}>
          {kundli.doshas.map((dosha) => (
            <Alert key={dosha.name} severity={doshaSeverity(dosha)} variant="outlined">
              <AlertTitle>
                {t('kundli.yogas.doshaLine', { dosha: dosha.label ?? dosha.name, verdict: doshaVerdict(dosha, t) })}
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
