import { act, render, screen } from '@testing-library/react';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import type { UiLanguage } from '@astrosetu/contracts';
import { DataTable, type Column } from './data-table';

// Issue 38: MUI's TablePagination writes "Rows per page:", "1–10 of 45" and "Go to next page" itself; the admin's
// tables pass them from the catalogue, so they follow the site's language.

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

interface Row {
  id: number;
  name: string;
}

const columns: Column<Row, 'name'>[] = [{ id: 'name', label: 'name', sortKey: 'name', render: (row) => row.name }];
const rows: Row[] = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, name: `user ${index + 1}` }));

function UsersTable() {
  return (
    <DataTable
      label="users"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      total={45}
      query={{ page: 1, pageSize: 10, sort: 'name', order: 'asc' }}
      onQueryChange={() => undefined}
      loading={false}
      emptyText="none"
    />
  );
}

const words: Record<Exclude<UiLanguage, 'en'>, { rowsPerPage: string; shown: string; next: string; previous: string }> = {
  hi: { rowsPerPage: 'प्रति पेज पंक्तियाँ:', shown: '45 में से 1–10', next: 'अगले पेज पर जाएँ', previous: 'पिछले पेज पर जाएँ' },
  ta: { rowsPerPage: 'ஒரு பக்கத்தில் வரிசைகள்:', shown: '45 இல் 1–10', next: 'அடுத்த பக்கத்துக்குச் செல்', previous: 'முந்தைய பக்கத்துக்குச் செல்' },
  te: { rowsPerPage: 'ఒక్కో పేజీకి వరుసలు:', shown: '45లో 1–10', next: 'తర్వాతి పేజీకి వెళ్లండి', previous: 'మునుపటి పేజీకి వెళ్లండి' },
  bn: { rowsPerPage: 'প্রতি পৃষ্ঠায় সারি:', shown: '45-এর মধ্যে 1–10', next: 'পরের পৃষ্ঠায় যান', previous: 'আগের পৃষ্ঠায় যান' },
  mr: { rowsPerPage: 'प्रति पान ओळी:', shown: '45 पैकी 1–10', next: 'पुढील पानावर जा', previous: 'मागील पानावर जा' },
  gu: { rowsPerPage: 'દરેક પાને પંક્તિઓ:', shown: '45 માંથી 1–10', next: 'આગલા પાના પર જાઓ', previous: 'પાછલા પાના પર જાઓ' },
  kn: { rowsPerPage: 'ಪ್ರತಿ ಪುಟಕ್ಕೆ ಸಾಲುಗಳು:', shown: '45 ರಲ್ಲಿ 1–10', next: 'ಮುಂದಿನ ಪುಟಕ್ಕೆ ಹೋಗಿ', previous: 'ಹಿಂದಿನ ಪುಟಕ್ಕೆ ಹೋಗಿ' },
  ml: { rowsPerPage: 'ഓരോ പേജിലും വരികൾ:', shown: '45-ൽ 1–10', next: 'അടുത്ത പേജിലേക്ക് പോകുക', previous: 'മുമ്പത്തെ പേജിലേക്ക് പോകുക' },
};

describe.each(Object.entries(words))("the admin table's paging, in %s", (language, text) => {
  it('says rows per page, the rows shown and the page buttons in the site’s language', async () => {
    await act(() => chooseLanguage(language as UiLanguage));
    render(<UsersTable />);
    expect(screen.getByText(text.rowsPerPage)).toBeInTheDocument();
    expect(screen.getByText(text.shown)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.next })).toBeEnabled();
    expect(screen.getByRole('button', { name: text.previous })).toBeDisabled();
    expect(screen.queryByText(/Rows per page|of 45/)).not.toBeInTheDocument();
  });
});
