import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocationSearchResponse, PlaceResult } from '@astrosetu/contracts';
import { AppProviders, createAppStore } from '@astrosetu/web-core';
import { mockApi, ok } from '@astrosetu/web-core/testing';
import { PlaceSearchField } from './place-search-field';

// The API's answer to "Prayagraj" (api/src/astrology/places/gazetteer.ts): the alias matched, GeoNames calls it Allahābād.
const prayagraj: PlaceResult = {
  id: 1278994,
  name: 'Allahābād',
  state: 'Uttar Pradesh',
  country: 'India',
  countryCode: 'IN',
  latitude: 25.44478,
  longitude: 81.84322,
  timezone: 'Asia/Kolkata',
  population: 1073438,
  matchedName: 'Prayagraj',
  display: 'Prayagraj (Allahābād), Uttar Pradesh, India',
};
const answer: LocationSearchResponse = { success: true, locations: [prayagraj] };

function Picker({ onPick }: { onPick: (place: PlaceResult | null) => void }) {
  const [value, setValue] = useState<PlaceResult | null>(null);
  return (
    <PlaceSearchField
      value={value}
      onChange={(place) => {
        setValue(place);
        onPick(place);
      }}
    />
  );
}

describe('PlaceSearchField', () => {
  it('when the search matched an alternate name, then the suggestion and the chosen text lead with it and show the GeoNames name after it', async () => {
    mockApi({ 'GET /api/locations/search': ok(answer) });
    const onPick = jest.fn();
    const user = userEvent.setup();
    render(
      <AppProviders store={createAppStore({ session: { user: null, status: 'anonymous' } })}>
        <Picker onPick={onPick} />
      </AppProviders>,
    );
    const field = screen.getByRole('combobox', { name: /Birth place/ });
    await user.type(field, 'Prayagraj');

    const option = await screen.findByRole('option', { name: /Prayagraj/ }, { timeout: 3000 });
    expect(within(option).getByText('Prayagraj', { exact: false })).toBeInTheDocument();
    expect(within(option).getByText('(Allahābād)', { exact: false })).toBeInTheDocument();
    expect(within(option).getByText('Uttar Pradesh, India')).toBeInTheDocument();

    await user.click(option);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 1278994, matchedName: 'Prayagraj' }));
    expect(field).toHaveValue('Prayagraj (Allahābād), Uttar Pradesh, India');
  });
});
