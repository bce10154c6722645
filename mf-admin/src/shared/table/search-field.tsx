import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';

export interface SearchFieldProps {
  label: string;
  /** The search the table runs now. */
  value: string;
  /** Called once typing pauses (300 ms), so the server is asked once per search, not once per key. */
  onSearch: (text: string) => void;
  delayMs?: number;
}

/** A search box for a server-side search. */
export function SearchField({ label, value, onSearch, delayMs = 300 }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    if (text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => latest.current(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') latest.current(text.trim());
      }}
      fullWidth={false}
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
