import { clearPurchaseDraft, completeLastCheckout, lastCheckout, readPurchaseDraft, rememberCheckout, savePurchaseDraft } from './purchase-drafts';

const empty = { name: '', first: { name: '', birthDate: '' }, second: { name: '', birthDate: '' } };

beforeEach(() => localStorage.clear());

describe('purchase drafts', () => {
  it('keeps one draft per item, nested births included, until it is cleared', () => {
    savePurchaseDraft('match-basic', { ...empty, first: { name: 'Asha', birthDate: '1990-01-02' } });
    savePurchaseDraft('tool-numerology', { ...empty, name: 'Ravi' });

    expect(readPurchaseDraft('match-basic', empty)).toEqual({ ...empty, first: { name: 'Asha', birthDate: '1990-01-02' } });
    expect(readPurchaseDraft('tool-numerology', empty)?.name).toBe('Ravi');

    clearPurchaseDraft('match-basic');
    expect(readPurchaseDraft('match-basic', empty)).toBeNull();
    expect(readPurchaseDraft('tool-numerology', empty)?.name).toBe('Ravi');
  });

  it('takes only fields of the form with the right type, and drops a draft older than 30 days', () => {
    localStorage.setItem('astrosetu.purchaseDraft.x', JSON.stringify({ savedAt: Date.now(), values: { name: 42, stray: 'y', first: { name: 'A' } } }));
    expect(readPurchaseDraft('x', empty)).toEqual({ ...empty, first: { name: 'A', birthDate: '' } });

    localStorage.setItem('astrosetu.purchaseDraft.old', JSON.stringify({ savedAt: Date.now() - 31 * 86_400_000, values: { name: 'Old' } }));
    expect(readPurchaseDraft('old', empty)).toBeNull();
    expect(localStorage.getItem('astrosetu.purchaseDraft.old')).toBeNull();
  });

  it('a successful payment clears the draft of the last checkout, a failed one keeps it for the retry', () => {
    savePurchaseDraft('divination-palmistry', { ...empty, name: 'Meera' });
    rememberCheckout({ path: '/payment?service=palmistry&packageName=Palmistry%20Reading&amount=399', draftKey: 'divination-palmistry' });
    expect(lastCheckout()?.path).toContain('/payment?service=palmistry');

    completeLastCheckout();
    expect(readPurchaseDraft('divination-palmistry', empty)).toBeNull();
    expect(lastCheckout()).toBeNull();
  });

  it('never offers a path off the site', () => {
    localStorage.setItem('astrosetu.lastCheckout', JSON.stringify({ path: '//evil.example/x', draftKey: 'a' }));
    expect(lastCheckout()).toBeNull();
  });
});
