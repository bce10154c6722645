import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { deliverableViewSchema, type DeliverableBlock, type DeliverableView } from '@astrosetu/contracts';

/** The view data of an order, if it is one this page can show (the server's shape is checked, not trusted). */
export function parseDeliverableView(value: unknown): DeliverableView | null {
  const parsed = deliverableViewSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function Block({ block }: { block: DeliverableBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Typography sx={{ whiteSpace: 'pre-line' }}>{block.text}</Typography>;
    case 'list':
      return (
        <Box component="ul" sx={{ pl: 3, my: 0 }}>
          {block.items.map((item, index) => (
            <Typography component="li" key={index} sx={{ mb: 0.5 }}>
              {item}
            </Typography>
          ))}
        </Box>
      );
    case 'keyValues':
      return (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
          {block.rows.map((row, index) => (
            <Box key={index} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" variant="body2">
                {row.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
      );
    case 'table':
      return (
        <TableContainer tabIndex={0} sx={{ maxWidth: '100%', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small">
            {block.caption ? <caption>{block.caption}</caption> : null}
            <TableHead>
              <TableRow>
                {block.columns.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {block.rows.map((row, index) => (
                <TableRow key={index}>
                  {row.map((cell, cellIndex) => (
                    <TableCell key={cellIndex}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      );
    case 'chart':
      // An image, never inline markup: the SVG cannot run anything in the page.
      return (
        <Box component="figure" sx={{ m: 0 }}>
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(block.svg)}`}
            alt={block.title}
            sx={{ width: '100%', maxWidth: 420, height: 'auto', display: 'block', mx: 'auto' }}
          />
          <Typography component="figcaption" variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center' }}>
            {block.title}
          </Typography>
        </Box>
      );
  }
}

/** An automatic item's on-site view: its sections in order, with the same content as its PDF. */
export function DeliverableViewContent({ view, headingLevel = 'h2' }: { view: DeliverableView; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component={headingLevel} fontWeight={700}>
          {view.title}
        </Typography>
        <Typography color="text.secondary">{view.subtitle}</Typography>
      </Box>
      {view.sections.map((section, index) => (
        <Stack key={index} spacing={1.5} component="section">
          <Typography variant="h6" component={headingLevel === 'h2' ? 'h3' : 'h4'}>
            {section.heading}
          </Typography>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
