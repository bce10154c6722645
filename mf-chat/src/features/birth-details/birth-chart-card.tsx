import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useZodiacSignName } from '@astrosetu/design-system/zodiac-sign-tile';
import { ageFromBirthDate, sunSignFromBirthDate } from './birth-facts';
import { useChatText } from '../../locales/use-text';

export interface BirthChartCardProps {
  name?: string;
  dateOfBirth?: string;
  placeOfBirth?: string;
}

/** The birth chart side card with the age and the sun sign. */
export function BirthChartCard({ name, dateOfBirth, placeOfBirth }: BirthChartCardProps) {
  const { t, language } = useChatText();
  const signName = useZodiacSignName();
  const age = ageFromBirthDate(dateOfBirth);
  const sign = sunSignFromBirthDate(dateOfBirth);
  if (age === null && !sign) return null;
  return (
    <Card component="section" aria-labelledby="birth-chart-heading">
      <CardContent>
        <Typography id="birth-chart-heading" variant="h6" component="h2" gutterBottom>
          {t('birthChart.title')}
        </Typography>
        <Stack direction="row" spacing={2} alignItems="center">
          {sign ? (
            <Typography aria-hidden sx={{ fontSize: 40, lineHeight: 1, color: 'secondary.main' }}>
              {sign.symbol}
            </Typography>
          ) : null}
          <Stack spacing={0.5}>
            {name ? (
              <Typography variant="subtitle1" component="p">
                {name}
              </Typography>
            ) : null}
            {sign ? (
              <Typography variant="body2">
                {t('birthChart.sunSign')} <strong>{signName(sign)}</strong>
                {language === 'en' ? ` (${sign.sanskrit})` : null}, {t(`birthChart.element.${sign.element}`)}
              </Typography>
            ) : null}
            {age !== null ? <Typography variant="body2">{t('birthChart.age', { age })}</Typography> : null}
            {placeOfBirth ? (
              <Typography variant="caption" color="text.secondary">
                {t('birthChart.bornIn', { place: placeOfBirth })}
              </Typography>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
