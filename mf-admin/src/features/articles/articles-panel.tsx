import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { articleLanguages, type AdminArticlesQuery, type ArticleStatus, type ArticleSummary } from '@astrosetu/contracts';
import { ConfirmDialog } from '@astrosetu/design-system/confirm-dialog';
import { LanguageSelect } from '@astrosetu/design-system/language-select';
import { useToast } from '@astrosetu/design-system/toast';
import { formatCount, formatLongDate } from '@astrosetu/design-system/format';
import { DataTable, type Column } from '../../shared/table/data-table';
import { FilterSelect, NO_FILTER } from '../../shared/table/filter-select';
import { SearchField } from '../../shared/table/search-field';
import { useTableQuery } from '../../shared/table/use-table-query';
import { useFailureToast, useFetchFailureToast } from '../../shared/ui/use-failure-toast';
import { ArticleDialog, type ArticleDialogTarget } from './article-dialog';
import { languageOf, type LanguageCode } from './article-languages';
import { useAdminArticlesQuery, useDeleteArticleMutation } from './articles-api';
import { useAdminText } from '../../locales/use-text';

type Sort = AdminArticlesQuery['sort'];
type Filters = { language?: LanguageCode; status?: ArticleStatus };

const ALL = 'all';
const blogPath = (slug: string) => `/blog/${slug}`;

/** /admin-articles: every article, filtered by language, with create, edit, translate and delete. */
export function ArticlesPanel() {
  const { t } = useAdminText();
  const [query, setQuery] = useTableQuery<Sort, Filters>({ page: 1, pageSize: 20, sort: 'id', order: 'desc' });
  const allLanguages = t('articles.allLanguages');
  const languageFilterOptions = [{ code: ALL, name: allLanguages, nativeName: allLanguages }, ...articleLanguages];
  const { data, isFetching, isError, error, refetch } = useAdminArticlesQuery(query);
  const [remove, removing] = useDeleteArticleMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [target, setTarget] = useState<ArticleDialogTarget>({ mode: 'create' });
  const [deleting, setDeleting] = useState<ArticleSummary | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const failed = useFailureToast();
  const { toast } = useToast();

  useFetchFailureToast(error, t('articles.fetchFailed'));

  const openDialog = (next: ArticleDialogTarget) => {
    setTarget(next);
    setDialogOpen(true);
  };

  const deleteArticle = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      toast({ title: t('articles.deleted'), description: t('articles.quoted', { title: deleting.title }), variant: 'success' });
    } catch (deleteError) {
      failed(t('articles.deleteFailed'), deleteError);
    } finally {
      setDeleteOpen(false);
    }
  };

  const columns: Column<ArticleSummary, Sort>[] = [
    {
      id: 'title',
      label: t('articles.column.title'),
      sortKey: 'title',
      minWidth: 260,
      render: (article) => (
        <Box lang={article.language} dir={languageOf(article.language)?.dir}>
          <Typography variant="body2" fontWeight={600}>
            {article.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-all' }}>
            {blogPath(article.slug)}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'language',
      label: t('articles.column.language'),
      sortKey: 'language',
      noWrap: true,
      render: (article) => {
        const language = languageOf(article.language);
        return <span lang={article.language}>{language ? language.nativeName : article.language}</span>;
      },
    },
    { id: 'category', label: t('articles.column.category'), render: (article) => article.categoryName },
    {
      id: 'status',
      label: t('articles.column.status'),
      sortKey: 'status',
      render: (article) => (
        <Chip size="small" variant="outlined" label={article.status === 'published' ? t('articles.published') : t('articles.draft')} color={article.status === 'published' ? 'success' : 'default'} />
      ),
    },
    {
      id: 'translations',
      label: t('articles.column.translations'),
      render: (article) =>
        article.translations.length ? (
          <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
            {article.parentArticleId !== undefined ? <Chip size="small" label={t('articles.translationChip')} color="info" variant="outlined" /> : null}
            {article.translations.map((translation) => (
              <Tooltip key={translation.id} title={translation.title}>
                <Chip size="small" label={translation.language.toUpperCase()} aria-label={t('articles.translationLabel', { language: languageOf(translation.language)?.name ?? translation.language, title: translation.title })} />
              </Tooltip>
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            –
          </Typography>
        ),
    },
    { id: 'views', label: t('articles.column.views'), sortKey: 'viewCount', align: 'right', render: (article) => formatCount(article.viewCount) },
    { id: 'updated', label: t('articles.column.updated'), sortKey: 'updatedAt', noWrap: true, render: (article) => formatLongDate(article.updatedAt) },
    {
      id: 'actions',
      label: t('articles.column.actions'),
      align: 'right',
      render: (article) => (
        <Stack direction="row" spacing={0.5} justifyContent="flex-end">
          <Tooltip title={t('articles.edit')}>
            <IconButton size="small" onClick={() => openDialog({ mode: 'edit', id: article.id })} aria-label={t('articles.editLabel', { title: article.title })}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('articles.translate')}>
            <IconButton size="small" onClick={() => openDialog({ mode: 'translate', sourceId: article.id })} aria-label={t('articles.translateLabel', { title: article.title })}>
              <TranslateOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {article.status === 'published' ? (
            <Tooltip title={t('articles.openOnBlog')}>
              <IconButton size="small" component="a" href={blogPath(article.slug)} target="_blank" rel="noopener" aria-label={t('articles.openOnBlogLabel', { title: article.title })}>
                <OpenInNewOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          <Tooltip title={t('articles.delete')}>
            <IconButton
              size="small"
              color="error"
              onClick={() => {
                setDeleting(article);
                setDeleteOpen(true);
              }}
              aria-label={t('articles.deleteLabel', { title: article.title })}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'center' }}>
        <SearchField label={t('articles.search')} value={query.q ?? ''} onSearch={(q) => setQuery({ q })} />
        <LanguageSelect
          label={t('articles.column.language')}
          size="small"
          options={languageFilterOptions}
          value={query.language ?? ALL}
          onChange={(code) => setQuery({ language: code === ALL ? undefined : (code as LanguageCode) })}
        />
        <FilterSelect
          label={t('articles.column.status')}
          value={query.status ?? ''}
          onChange={(value) => setQuery({ status: (value || undefined) as ArticleStatus | undefined })}
          options={[
            { value: NO_FILTER, label: t('articles.anyStatus') },
            { value: 'published', label: t('articles.published') },
            { value: 'draft', label: t('articles.draft') },
          ]}
          minWidth={150}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => openDialog({ mode: 'create' })}>
          {t('articles.new')}
        </Button>
      </Stack>
      <DataTable
        label={t('articles.table')}
        columns={columns}
        rows={data?.items}
        rowKey={(article) => article.id}
        total={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={isFetching}
        failed={isError}
        onRetry={() => void refetch()}
        emptyText={t('articles.empty')}
      />
      <ArticleDialog open={dialogOpen} target={target} onClose={() => setDialogOpen(false)} />
      <ConfirmDialog
        open={deleteOpen}
        title={deleting ? t('articles.deleteTitle', { title: deleting.title }) : t('articles.deleteTitleUnnamed')}
        description={t('articles.deleteQuestion')}
        confirmLabel={t('articles.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        pending={removing.isLoading}
        onConfirm={() => void deleteArticle()}
        onCancel={() => setDeleteOpen(false)}
      />
    </Stack>
  );
}
