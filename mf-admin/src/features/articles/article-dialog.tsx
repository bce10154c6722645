import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Form, Formik, type FormikHelpers } from 'formik';
import { articleLanguages, type Article } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { dialogFormStyle } from '../../shared/forms/dialog-form-style';
import { FormTextField, serverFieldErrors } from '@astrosetu/web-core/forms';
import { ImageUploadField } from '../../shared/ui/image-upload-field';
import { useFailureToast } from '../../shared/ui/use-failure-toast';
import {
  emptyArticleForm,
  formValuesOf,
  parsedTags,
  toArticleRequest,
  translationValuesOf,
  validateArticleForm,
  type ArticleFormValues,
} from './article-form-values';
import { directionOf } from './article-languages';
import { useAdminArticleQuery, useCategoriesQuery, useCreateArticleMutation, useUpdateArticleMutation } from './articles-api';
import { MarkdownEditor } from './markdown-editor';
import { TranslationOfField, type ArticleOption } from './translation-of-field';
import { useAdminText } from '../../locales/use-text';

export type ArticleDialogTarget = { mode: 'create' } | { mode: 'edit'; id: number } | { mode: 'translate'; sourceId: number };

export interface ArticleDialogProps {
  open: boolean;
  target: ArticleDialogTarget;
  onClose: () => void;
}

/** The original an article belongs to, as the "Translation of" field shows it. */
function originalOf(article: Article): ArticleOption | null {
  if (article.parentArticleId === undefined) return null;
  const original = article.translations.find((other) => other.id === article.parentArticleId);
  return original ? { id: original.id, title: original.title, language: original.language } : { id: article.parentArticleId, title: useAdminText.translate('articleDialog.numbered', { id: article.parentArticleId }), language: '' };
}

/**
 * Create or edit an article (docs/product-rules.md#validation): the required fields with the contracts' messages, markdown with a live
 * preview, tags, SEO fields, draft or published, one of 32 languages, a translation's original, and a
 * featured image under 5 MB.
 */
export function ArticleDialog({ open, target, onClose }: ArticleDialogProps) {
  const { t } = useAdminText();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const loadId = target.mode === 'edit' ? target.id : target.mode === 'translate' ? target.sourceId : undefined;
  const loaded = useAdminArticleQuery(loadId ?? 0, { skip: !open || loadId === undefined, refetchOnMountOrArgChange: true });
  const categories = useCategoriesQuery();
  const [create] = useCreateArticleMutation();
  const [update] = useUpdateArticleMutation();
  const failed = useFailureToast();
  const { toast } = useToast();

  const source = loadId !== undefined && loaded.data?.id === loadId ? loaded.data : undefined;
  const initialValues = !source ? emptyArticleForm : target.mode === 'edit' ? formValuesOf(source) : translationValuesOf(source);
  const initialOriginal: ArticleOption | null = !source
    ? null
    : target.mode === 'edit'
      ? originalOf(source)
      : (originalOf(source) ?? { id: source.id, title: source.title, language: source.language });
  const [original, setOriginal] = useState<ArticleOption | null | undefined>(undefined);
  const shownOriginal = original === undefined ? initialOriginal : original;

  const close = () => {
    setOriginal(undefined);
    onClose();
  };

  const submit = async (values: ArticleFormValues, helpers: FormikHelpers<ArticleFormValues>) => {
    const editing = target.mode === 'edit';
    try {
      const body = toArticleRequest(values);
      const saved = editing ? await update({ id: target.id, body }).unwrap() : await create(body).unwrap();
      toast({
        title: editing ? t('articleDialog.saved') : t('articleDialog.created'),
        description: saved.status === 'published' ? t('articleDialog.nowPublished', { title: saved.title }) : t('articleDialog.nowDraft', { title: saved.title }),
        variant: 'success',
      });
      close();
    } catch (error) {
      failed(editing ? t('articleDialog.updateFailed') : t('articleDialog.createFailed'), error);
      helpers.setErrors(serverFieldErrors(normaliseApiError(error).fields, values));
    }
  };

  const waiting = loadId !== undefined && !source;
  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} maxWidth="xl" fullWidth aria-labelledby="article-dialog-title">
      <DialogTitle id="article-dialog-title">{t(`articleDialog.title.${target.mode}`)}</DialogTitle>
      {waiting ? (
        <DialogContent dividers sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          {loaded.isError ? (
            <Typography color="error">{t('articleDialog.loadFailed')}</Typography>
          ) : (
            <CircularProgress aria-label={t('articleDialog.loading')} />
          )}
        </DialogContent>
      ) : (
        <Formik<ArticleFormValues> initialValues={initialValues} validate={validateArticleForm} onSubmit={submit} enableReinitialize>
          {({ values, errors, isSubmitting, setFieldValue, handleChange }) => {
            const dir = directionOf(values.language);
            return (
              <Form noValidate aria-labelledby="article-dialog-title" style={dialogFormStyle}>
                <DialogContent dividers>
                  <Stack spacing={3}>
                    <Grid container spacing={2}>
                      <Grid size={{ xs: 12, md: 8 }}>
                        <FormTextField name="title" label={t('articles.column.title')} required autoFocus slotProps={{ htmlInput: { lang: values.language || undefined, dir } }} />
                      </Grid>
                      <Grid size={{ xs: 12, md: 4 }}>
                        <FormControl component="fieldset">
                          <FormLabel component="legend">{t('articles.column.status')}</FormLabel>
                          <RadioGroup row name="status" value={values.status} onChange={handleChange}>
                            <FormControlLabel value="draft" control={<Radio />} label={t('articles.draft')} />
                            <FormControlLabel value="published" control={<Radio />} label={t('articles.published')} />
                          </RadioGroup>
                        </FormControl>
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                        <FormTextField name="language" label={t('articles.column.language')} select required>
                          {articleLanguages.map((language) => (
                            <MenuItem key={language.code} value={language.code}>
                              <span lang={language.code}>{language.nativeName}</span>
                              {language.nativeName === language.name ? null : (
                                <Box component="span" sx={{ color: 'text.secondary', ml: 1, fontSize: '0.875em' }}>
                                  {language.name}
                                </Box>
                              )}
                            </MenuItem>
                          ))}
                        </FormTextField>
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                        <FormTextField
                          name="category"
                          label={t('articles.column.category')}
                          select
                          required
                          helperText={categories.isError ? t('articleDialog.categoriesFailed') : undefined}
                        >
                          {(categories.data ?? []).map((category) => (
                            <MenuItem key={category.slug} value={category.slug}>
                              {category.name}
                            </MenuItem>
                          ))}
                        </FormTextField>
                      </Grid>
                      <Grid size={{ xs: 12, md: 4 }}>
                        <TranslationOfField
                          value={shownOriginal}
                          excludeId={target.mode === 'edit' ? target.id : undefined}
                          error={errors.parentArticleId}
                          onChange={(option) => {
                            setOriginal(option);
                            void setFieldValue('parentArticleId', option ? option.id : '');
                          }}
                        />
                      </Grid>
                      <Grid size={12}>
                        <FormTextField
                          name="excerpt"
                          label={t('articleDialog.excerpt')}
                          required
                          multiline
                          minRows={2}
                          helperText={t('articleDialog.excerptHelp')}
                          slotProps={{ htmlInput: { lang: values.language || undefined, dir } }}
                        />
                      </Grid>
                    </Grid>

                    <MarkdownEditor name="content" value={values.content} language={values.language} dir={dir} />

                    <ImageUploadField
                      label={t('articleDialog.featuredImage')}
                      value={values.featuredImage}
                      onChange={(url) => void setFieldValue('featuredImage', url)}
                      error={errors.featuredImage}
                      previewAlt={values.title ? t('articleDialog.featuredImageOf', { title: values.title }) : t('articleDialog.featuredImageUnnamed')}
                    />

                    <Box>
                      <FormTextField name="tags" label={t('articleDialog.tags')} helperText={t('articleDialog.tagsHelp')} />
                      {parsedTags(values.tags).length ? (
                        <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap sx={{ mt: 1 }} aria-label={t('articleDialog.tagsPreview')} component="ul" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
                          {parsedTags(values.tags).map((tag) => (
                            <li key={tag}>
                              <Chip size="small" label={tag} />
                            </li>
                          ))}
                        </Stack>
                      ) : null}
                    </Box>

                    <Divider />
                    <Typography variant="subtitle1" component="h3" fontWeight={700}>
                      {t('articleDialog.seo')}
                    </Typography>
                    <Grid container spacing={2}>
                      <Grid size={{ xs: 12, md: 6 }}>
                        <FormTextField name="metaTitle" label={t('articleDialog.metaTitle')} helperText={t('articleDialog.metaTitleHelp', { length: values.metaTitle.length })} />
                      </Grid>
                      <Grid size={{ xs: 12, md: 6 }}>
                        <FormTextField name="slug" label={t('articleDialog.slug')} helperText={t('articleDialog.slugHelp')} />
                      </Grid>
                      <Grid size={12}>
                        <FormTextField name="metaDescription" label={t('articleDialog.metaDescription')} multiline minRows={2} helperText={`${values.metaDescription.length}/320`} />
                      </Grid>
                      <Grid size={12}>
                        <FormTextField name="metaKeywords" label={t('articleDialog.metaKeywords')} helperText={t('articleDialog.commaSeparated')} />
                      </Grid>
                    </Grid>
                  </Stack>
                </DialogContent>
                <DialogActions sx={{ px: 3, py: 2 }}>
                  <Button onClick={close} color="inherit" disabled={isSubmitting}>
                    {t('common.cancel')}
                  </Button>
                  <Button
                    type="submit"
                    variant="contained"
                    disabled={isSubmitting}
                    startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
                  >
                    {target.mode === 'edit' ? t('articleDialog.save') : t('articleDialog.create')}
                  </Button>
                </DialogActions>
              </Form>
            );
          }}
        </Formik>
      )}
    </Dialog>
  );
}
