import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import type { AstrologyNames, DashaNode } from '@astrosetu/contracts';
import { formatIstDay, isRunning } from '../model/dasha-dates';
import { displayName, namesOf } from '../model/display-names';
import type { KundliWith } from '../model/kundli-with-depth';
import { useContentText } from '../../../locales/use-text';

const LEVELS = [0, 1, 2] as const;
// In px: in sx, a width of 1 would mean 100%.
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** One period; a button opens its sub-periods. The running period is marked and opened at first. */
function PeriodRow({ node, level, asOf, path, lords, names }: { node: DashaNode; level: number; asOf: string; path: string; lords: string[]; names?: AstrologyNames }) {
  const { t } = useContentText();
  const running = isRunning(node, asOf);
  const [open, setOpen] = useState(running && level === 0);
  const children = node.periods ?? [];
  const listId = `dasha-${path}`;
  // 'Jupiter-Saturn antardasha': the lords from the mahadasha down, so every period has a name of its own.
  const label = t('kundli.dasha.periodName', { lords: [...lords, node.lord].map((lord) => displayName(names, lord)).join('-'), level: t(`kundli.dasha.levels.${LEVELS[level]}`) });
  const dates = t('kundli.dasha.dateRange', { start: formatIstDay(node.start), end: formatIstDay(node.end) });
  const childLevel = (level + 1) as 1 | 2;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{
          py: 0.75,
          px: 1,
          borderRadius: 1.5,
          bgcolor: running ? 'action.selected' : undefined,
          borderLeft: 3,
          borderColor: running ? 'primary.main' : 'transparent',
        }}
        aria-current={running ? 'true' : undefined}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: level === 0 ? 700 : 600 }}>
            {displayName(names, node.lord)}
            {running ? <Chip size="small" color="primary" label={t('kundli.dasha.now')} sx={{ ml: 1, height: 20 }} /> : null}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {dates}
          </Typography>
        </Box>
        {children.length > 0 ? (
          <Button
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={listId}
            endIcon={<ExpandMoreRounded sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
            sx={{ flexShrink: 0 }}
          >
            {/* The visible word starts the accessible name (WCAG label in name); the rest is for screen readers. */}
            {open ? t('kundli.dasha.hide') : t('kundli.dasha.show')}
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {` ${t(`kundli.dasha.subPeriodsHidden.${childLevel}`, { period: label })}`}
            </Box>
          </Button>
        ) : null}
      </Stack>
      {open && children.length > 0 ? (
        <Box component="ul" id={listId} aria-label={t(`kundli.dasha.subPeriodsList.${childLevel}`, { period: label })} sx={{ pl: { xs: 1.5, sm: 3 }, m: 0 }}>
          {children.map((child, index) => (
            <PeriodRow key={child.start} node={child} level={level + 1} asOf={asOf} path={`${path}-${index}`} lords={[...lords, node.lord]} names={names} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** Vimshottari (maha > antar > pratyantar) and Yogini (maha > antar) for the whole life, dates in IST. */
export function DashaExplorer({ kundli }: { kundli: KundliWith<'dasha'> }) {
  const { t } = useContentText();
  const [system, setSystem] = useState<'vimshottari' | 'yogini'>('vimshottari');
  const asOf = kundli.dasha.asOf;
  const periods = system === 'vimshottari' ? kundli.depth.vimshottari.mahadashas : kundli.depth.yogini.mahadashas;
  const name = namesOf(kundli.names);
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup value={system} exclusive size="small" aria-label={t('kundli.dasha.system')} onChange={(_event, next: typeof system | null) => next && setSystem(next)}>
        <ToggleButton value="vimshottari">{t('kundli.dasha.vimshottari')}</ToggleButton>
        <ToggleButton value="yogini">{t('kundli.dasha.yogini')}</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        {system === 'vimshottari'
          ? t('kundli.dasha.vimshottariIntro', {
              nakshatra: name(kundli.dasha.birthNakshatra),
              lord: name(kundli.dasha.balanceAtBirth.lord),
              years: kundli.dasha.balanceAtBirth.years,
              months: kundli.dasha.balanceAtBirth.months,
              days: kundli.dasha.balanceAtBirth.days,
            })
          : t('kundli.dasha.yoginiIntro', { yogini: name(kundli.depth.yogini.birthYogini), years: kundli.depth.yogini.balanceAtBirthYears.toFixed(2) })}{' '}
        {t('kundli.dasha.datesNote', { date: formatIstDay(asOf) })}
      </Typography>
      <Box component="ul" aria-label={t('kundli.dasha.mahadashas', { system: t(`kundli.dasha.${system}`) })} sx={{ p: 0, m: 0 }}>
        {periods.map((node, index) => (
          <PeriodRow key={`${system}-${node.start}`} node={node} level={0} asOf={asOf} path={`${system}-${index}`} lords={[]} names={kundli.names} />
        ))}
      </Box>
    </Stack>
  );
}
