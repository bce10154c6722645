import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ArticlesPanel } from '../features/articles';
import { AdminFrame } from '../shared/ui/admin-frame';
import { RequireAdmin } from '../shared/ui/require-admin';
import { useAdminText } from '../locales/use-text';

/** /admin-articles: the multilingual blog's articles, for admins. */
export default function AdminArticlesPage() {
  const { t } = useAdminText();
  return (
    <AdminFrame title={t('articlesPage.title')}>
      <RequireAdmin>
        <Stack spacing={3}>
          <Box>
            <Typography variant="h4" component="h1">
              {t('articlesPage.title')}
            </Typography>
            <Typography color="text.secondary">{t('articlesPage.intro')}</Typography>
          </Box>
          <ArticlesPanel />
        </Stack>
      </RequireAdmin>
    </AdminFrame>
  );
}
