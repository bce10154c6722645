import { useEffect, useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ArticleTranslation } from '@astrosetu/contracts';
import { languageName } from './article-languages';
import { useAdminArticlesQuery } from './articles-api';
import { useAdminText } from '../../locales/use-text';

export type ArticleOption = Pick<ArticleTranslation, 'id' | 'title' | 'language'>;

export interface TranslationOfFieldProps {
  /** The chosen original, or null for an original article. */
  value: ArticleOption | null;
  onChange: (option: ArticleOption | null) => void;
  /** The article being edited (it cannot translate itself). */
  excludeId?: number;
  error?: string;
}

/**
 * Links a translation to its original (parentArticleId). The originals are searched on the server as the editor
 * types, so this works however many articles there are.
 */
export function TranslationOfField({ value, onChange, excludeId, error }: TranslationOfFieldProps) {
  const { t } = useAdminText();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, isFetching } = useAdminArticlesQuery({ page: 1, pageSize: 20, sort: 'id', order: 'desc', q: search || undefined });

  const options = useMemo(() => {
    // Only originals: a translation of a translation would be linked to the same original anyway.
    const found: ArticleOption[] = (data?.items ?? [])
      .filter((article) => article.id !== excludeId && article.parentArticleId === undefined)
      .map(({ id, title, language }) => ({ id, title, language }));
    return value && !found.some((option) => option.id === value.id) ? [value, ...found] : found;
  }, [data, excludeId, value]);

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, option) => onChange(option)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      filterOptions={(all) => all}
      loading={isFetching}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(option) => `${option.title} · ${languageName(option.language)}`}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('articleDialog.translationOf')}
          error={Boolean(error)}
          helperText={error ?? t('articleDialog.translationOfHelp')}
        />
      )}
    />
  );
}
