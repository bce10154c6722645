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

/** A legal page: Back to Home, the title, a Last updated line (today), contents and the sections. */
export function PolicyPage({ document: policy }: { document: PolicyDocument }) {
  useDocumentMeta({ title: policy.title, description: policy.summary });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/" startIcon={<ArrowBackRounded />} sx={{ mb: 2 }}>
        Back to Home
      </Button>
      <Typography variant="h3" component="h1">
        {policy.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Last updated: {formatDayWithWeekday(istDayKey())}
      </Typography>
      <Typography sx={{ mt: 2 }}>{policy.summary}</Typography>
      <Paper variant="outlined" component="nav" aria-labelledby="policy-contents" sx={{ p: 2, my: 3 }}>
        <Typography id="policy-contents" variant="subtitle1" component="h2">
          Contents
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
            {index + 1}. {section.heading}
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
    </Container>
  );
}
