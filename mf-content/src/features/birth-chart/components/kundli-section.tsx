import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { BirthInput, Kundli, KundliSection } from '@astrosetu/contracts';
import { useKundliSectionsQuery } from '../api/kundli-api';
import { hasSections, type KundliWith } from '../model/kundli-with-depth';
import { useContentText } from '../../../locales/use-text';

/**
 * A depth tab's content (issue 37): the kundli's default answer leaves the depth sections out, so the tab asks
 * POST /api/kundli?sections= for its own when it opens (same birth, "now" and conventions as the chart shown), with
 * a placeholder while it loads and Try again when it fails.
 */
export function KundliSectionPanel<S extends KundliSection>(props: SectionProps<S>) {
  // An answer that already carries the sections (the whole kundli) needs no request, nor a store to make one.
  return hasSections(props.kundli, props.sections) ? <>{props.children(props.kundli)}</> : <FetchedSection {...props} />;
}

interface SectionProps<S extends KundliSection> {
  kundli: Kundli;
  birth: BirthInput;
  sections: readonly S[];
  children: (kundli: KundliWith<S>) => ReactNode;
}

function FetchedSection<S extends KundliSection>({ kundli, birth, sections, children }: SectionProps<S>) {
  const { t } = useContentText();
  const request = { ...birth, asOf: kundli.dasha.asOf, conventions: kundli.depth.conventions };
  const answer = useKundliSectionsQuery({ request, sections });
  if (answer.data && hasSections(answer.data, sections)) return <>{children(answer.data)}</>;
  // An answer without the sections asked for is as unusable as a failed one.
  if (answer.isError || (answer.data && !answer.isFetching)) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void answer.refetch()}>
            {t('kundli.section.retry')}
          </Button>
        }
      >
        {t('kundli.section.error')}
      </Alert>
    );
  }
  return <Skeleton variant="rectangular" height={320} aria-label={t('kundli.section.loading')} />;
}
