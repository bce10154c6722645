import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ArticlesPanel } from '../features/articles';
import { AdminFrame } from '../shared/ui/admin-frame';
import { RequireAdmin } from '../shared/ui/require-admin';

/** /admin-articles: the multilingual blog's articles, for admins. */
export default function AdminArticlesPage() {
  return (
    <AdminFrame title="Articles">
      <RequireAdmin>
        <Stack spacing={3}>
          <Box>
            <Typography variant="h4" component="h1">
              Articles
            </Typography>
            <Typography color="text.secondary">Write, translate and publish the blog in 32 languages.</Typography>
          </Box>
          <ArticlesPanel />
        </Stack>
      </RequireAdmin>
    </AdminFrame>
  );
}
