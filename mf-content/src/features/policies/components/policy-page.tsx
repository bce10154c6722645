import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { formatDayWithWeekday, istDayKey } from '@astrosetu/design-system/format';
import { useDocumentMeta } from '@astrosetu/web-core';
import type { PolicyDocument } from '../model/policy-document';
import Alert from '@mui/material/Alert';
import { DEFAULT_UI_LANGUAGE } from '@astrosetu/contracts';
import { useContentText } from '../../../locales/use-text';
import { SUPPORT_EMAIL } from '../model/policy-document';

export type PolicyKind = 'privacy' | 'terms' | 'refund' | 'shipping';

/**
 * A legal page: Back to Home, the title, a Last updated line (today), contents and the sections. The legal text
 * itself is English in every language (marked lang="en"): a translation of a legal text is not improvised, so the
 * page says so in the visitor's language above it.
 */
export function PolicyPage({ document: policy, kind }: { document: PolicyDocument; kind: PolicyKind }) {
  const { t, language } = useContentText();
  const title = t(`policies.titles.${kind}`);
  useDocumentMeta({ title, description: policy.summary });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/" startIcon={<ArrowBackRounded />} sx={{ mb: 2 }}>
        {t('policies.back')}
      </Button>
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('policies.lastUpdated', { date: formatDayWithWeekday(istDayKey()) })}
      </Typography>
      {language !== DEFAULT_UI_LANGUAGE ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('policies.englishOnly', { email: SUPPORT_EMAIL })}
        </Alert>
      ) : null}
      <Box lang="en">
      <Typography sx={{ mt: 2 }}>{policy.summary}</Typography>
      <Paper variant="outlined" component="nav" aria-labelledby="policy-contents" sx={{ p: 2, my: 3 }}>
        <Typography id="policy-contents" variant="subtitle1" component="h2" lang={language}>
          {t('policies.contents')}
        </Typography>
        <Box component="ol" sx={{ m: 0, mt: 1, pl: 3 }}>
          {policy.sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`}>{section.heading}</Link>
            </li>
          ))}
        </Box>
      </Paper>
      {policy.sections.map((section, index) => (
        <Box component="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} sx={{ mt: 4, scrollMarginTop: 80 }}>
          <Typography id={`${section.id}-heading`} variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('policies.sectionHeading', { number: index + 1, heading: section.heading })}
          </Typography>
          {section.paragraphs?.map((paragraph) => (
            <Typography key={paragraph} sx={{ my: 1 }}>
              {paragraph}
            </Typography>
          ))}
          {section.bullets ? (
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
              {section.bullets.map((bullet) => (
                <Typography component="li" key={bullet} sx={{ my: 0.5 }}>
                  {bullet}
                </Typography>
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
      </Box>
    </Container>
  );
}
