import { useEffect, useState } from 'react';
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
import { FilterSelect } from '../../shared/table/filter-select';
import { SearchField } from '../../shared/table/search-field';
import { useTableQuery } from '../../shared/table/use-table-query';
import { useFailureToast } from '../../shared/ui/use-failure-toast';
import { ArticleDialog, type ArticleDialogTarget } from './article-dialog';
import { languageOf, type LanguageCode } from './article-languages';
import { useAdminArticlesQuery, useDeleteArticleMutation } from './articles-api';

type Sort = AdminArticlesQuery['sort'];
type Filters = { language?: LanguageCode; status?: ArticleStatus };

export const DELETE_ARTICLE_QUESTION = 'Are you sure you want to delete this article? This action cannot be undone.';

const ALL = 'all';
const languageFilterOptions = [{ code: ALL, name: 'All languages', nativeName: 'All languages' }, ...articleLanguages];

/** /admin-articles: every article, filtered by language, with create, edit, translate and delete. */
export function ArticlesPanel() {
  const [query, setQuery] = useTableQuery<Sort, Filters>({ page: 1, pageSize: 20, sort: 'id', order: 'desc' });
  const { data, isFetching, isError, error, refetch } = useAdminArticlesQuery(query);
  const [remove, removing] = useDeleteArticleMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [target, setTarget] = useState<ArticleDialogTarget>({ mode: 'create' });
  const [deleting, setDeleting] = useState<ArticleSummary | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const failed = useFailureToast();
  const { toast } = useToast();

  useEffect(() => {
    if (error) failed('Failed to fetch articles', error);
  }, [error, failed]);

  const openDialog = (next: ArticleDialogTarget) => {
    setTarget(next);
    setDialogOpen(true);
  };

  const deleteArticle = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      toast({ title: 'Article deleted', description: `"${deleting.title}"`, variant: 'success' });
    } catch (deleteError) {
      failed('Failed to delete article', deleteError);
    } finally {
      setDeleteOpen(false);
    }
  };

  const columns: Column<ArticleSummary, Sort>[] = [
    {
      id: 'title',
      label: 'Title',
      sortKey: 'title',
      minWidth: 260,
      render: (article) => (
        <Box lang={article.language} dir={languageOf(article.language)?.dir}>
          <Typography variant="body2" fontWeight={600}>
            {article.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-all' }}>
            /blog/{article.slug}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'language',
      label: 'Language',
      sortKey: 'language',
      noWrap: true,
      render: (article) => {
        const language = languageOf(article.language);
        return <span lang={article.language}>{language ? language.nativeName : article.language}</span>;
      },
    },
    { id: 'category', label: 'Category', render: (article) => article.categoryName },
    {
      id: 'status',
      label: 'Status',
      sortKey: 'status',
      render: (article) => (
        <Chip size="small" variant="outlined" label={article.status === 'published' ? 'Published' : 'Draft'} color={article.status === 'published' ? 'success' : 'default'} />
      ),
    },
    {
      id: 'translations',
      label: 'Translations',
      render: (article) =>
        article.translations.length ? (
          <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
            {article.parentArticleId !== undefined ? <Chip size="small" label="translation" color="info" variant="outlined" /> : null}
            {article.translations.map((translation) => (
              <Tooltip key={translation.id} title={translation.title}>
                <Chip size="small" label={translation.language.toUpperCase()} aria-label={`${languageOf(translation.language)?.name ?? translation.language}: ${translation.title}`} />
              </Tooltip>
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            –
          </Typography>
        ),
    },
    { id: 'views', label: 'Views', sortKey: 'viewCount', align: 'right', render: (article) => formatCount(article.viewCount) },
    { id: 'updated', label: 'Updated', sortKey: 'updatedAt', noWrap: true, render: (article) => formatLongDate(article.updatedAt) },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (article) => (
        <Stack direction="row" spacing={0.5} justifyContent="flex-end">
          <Tooltip title="Edit">
            <IconButton size="small" onClick={() => openDialog({ mode: 'edit', id: article.id })} aria-label={`Edit ${article.title}`}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Add a translation">
            <IconButton size="small" onClick={() => openDialog({ mode: 'translate', sourceId: article.id })} aria-label={`Translate ${article.title}`}>
              <TranslateOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {article.status === 'published' ? (
            <Tooltip title="Open on the blog">
              <IconButton size="small" component="a" href={`/blog/${article.slug}`} target="_blank" rel="noopener" aria-label={`Open ${article.title} on the blog (new window)`}>
                <OpenInNewOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          <Tooltip title="Delete">
            <IconButton
              size="small"
              color="error"
              onClick={() => {
                setDeleting(article);
                setDeleteOpen(true);
              }}
              aria-label={`Delete ${article.title}`}
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
        <SearchField label="Search articles" value={query.q ?? ''} onSearch={(q) => setQuery({ q })} />
        <LanguageSelect
          label="Language"
          size="small"
          options={languageFilterOptions}
          value={query.language ?? ALL}
          onChange={(code) => setQuery({ language: code === ALL ? undefined : (code as LanguageCode) })}
        />
        <FilterSelect
          label="Status"
          value={query.status ?? ''}
          onChange={(value) => setQuery({ status: (value || undefined) as ArticleStatus | undefined })}
          options={[
            { value: '', label: 'Any status' },
            { value: 'published', label: 'Published' },
            { value: 'draft', label: 'Draft' },
          ]}
          minWidth={150}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => openDialog({ mode: 'create' })}>
          New article
        </Button>
      </Stack>
      <DataTable
        label="Articles"
        columns={columns}
        rows={data?.items}
        rowKey={(article) => article.id}
        total={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={isFetching}
        failed={isError}
        onRetry={() => void refetch()}
        emptyText="No article matches these filters."
      />
      <ArticleDialog open={dialogOpen} target={target} onClose={() => setDialogOpen(false)} />
      <ConfirmDialog
        open={deleteOpen}
        title={`Delete "${deleting?.title ?? 'article'}"?`}
        description={DELETE_ARTICLE_QUESTION}
        confirmLabel="Delete"
        tone="danger"
        pending={removing.isLoading}
        onConfirm={() => void deleteArticle()}
        onCancel={() => setDeleteOpen(false)}
      />
    </Stack>
  );
}
