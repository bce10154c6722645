import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { BirthInput } from '@astrosetu/contracts';
import { normaliseApiError } from '@astrosetu/web-core';
import { useGenerateKundliMutation } from '../api/kundli-api';
import { EMPTY_BIRTH_DETAILS, toBirthInput, type BirthDetails } from '../model/birth-details';
import { BirthChartForm } from './birth-chart-form';
import { KundliResult } from './kundli-result';
import { useContentText } from '../../../locales/use-text';


/** The birth chart (kundli) generator: idle, generating, chart shown. */
export function BirthChartTool() {
  const { t } = useContentText();
  const [details, setDetails] = useState<BirthDetails>(EMPTY_BIRTH_DETAILS);
  const [generated, setGenerated] = useState<{ birth: BirthInput; title: string } | null>(null);
  const [generate, { data: kundli, isLoading, error, reset }] = useGenerateKundliMutation();

  const onGenerate = () => {
    const birth = toBirthInput(details);
    setGenerated({ birth, title: details.name.trim() });
    reset();
    void generate(birth);
  };

  return (
    <Stack spacing={4}>
      <BirthChartForm value={details} onChange={setDetails} onGenerate={onGenerate} generating={isLoading} />
      {error ? <Alert severity="error">{t('kundli.tool.error', { message: normaliseApiError(error).message })}</Alert> : null}
      {kundli && generated && !isLoading ? (
        <>
          <Divider />
          <KundliResult kundli={kundli} birth={generated.birth} name={generated.title} />
        </>
      ) : null}
    </Stack>
  );
}
