// @vitest-environment jsdom
import type { ItemComplimentary, Subsidy, ValueComplimentary } from '@brewline/contracts/schemas/menu-complimentary';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { NotifyContext } from '../../../components/notifications';
import type { Notice } from '../../../components/notice-types';
import '../../../lib/i18n';
import type { DraftItem, DraftOption } from '../model/types';
import { ComplimentaryDialog } from './complimentary-dialog';
import { SubsidyDialog } from './subsidy-dialog';
import { ValueComplimentaryDialog } from './value-complimentary-dialog';
import { useValueComplimentaryGuard } from './value-complimentary-guard';

// Texts load lazily; on a busy machine that can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const SHOP = 7;
const tiers: ItemComplimentary[] = [
  { membershipId: 1, name: 'Bluebird Regulars', isPlatformMembership: false, editable: true, complimentary: false },
  { membershipId: 9, name: 'Brewline Pass', isPlatformMembership: true, editable: false, complimentary: true },
];

type Call = { method: string; url: string; body: unknown };
let calls: Call[];
let answers: Record<string, (body: unknown) => { status: number; json: unknown }>;

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const answer = answers[`${method} ${url}`];
      const { status, json } = answer ? answer(body) : { status: 404, json: { error: { code: 'NOT_FOUND', message: 'x' } } };
      return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(ui: ReactNode) {
  const notices: Notice[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NotifyContext.Provider value={(notice) => notices.push(notice)}>
        <ConfirmProvider>
          <Suspense fallback={null}>{ui}</Suspense>
        </ConfirmProvider>
      </NotifyContext.Provider>
    </QueryClientProvider>,
  );
  return notices;
}

const item = (id: DraftItem['id']): Pick<DraftItem, 'id' | 'name'> => ({ id, name: 'Drip Coffee' });

describe('the item complimentary dialog', () => {
  it("lists every tier, with Brewline's disabled for a shop user, and saves only what changed", async () => {
    const itemUrl = `/api/shops/${SHOP}/menu/items/42/complimentary`;
    answers[`GET ${itemUrl}`] = () => ({ status: 200, json: tiers });
    answers[`PUT ${itemUrl}`] = () => ({ status: 200, json: [{ ...tiers[0], complimentary: true }, tiers[1]] });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const notices = renderWith(<ComplimentaryDialog open shopId={SHOP} item={item(42)} onClose={onClose} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Complimentary' });
    const regulars = await within(dialog).findByRole('switch', { name: 'Bluebird Regulars' });
    const pass = within(dialog).getByRole('switch', { name: 'Brewline Pass' });
    expect(pass).toHaveProperty('disabled', true);
    expect(pass).toHaveProperty('checked', true);
    expect(dialog.textContent).toContain('Brewline memberships can be changed only by a Brewline administrator.');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);

    fireEvent.click(regulars);
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: itemUrl, body: [{ membershipId: 1, complimentary: true }] },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(notices.at(-1)).toMatchObject({ message: 'The complimentary settings are saved.' });
  });

  it("says 'There was an issue saving... please try again' when the save fails", async () => {
    const itemUrl = `/api/shops/${SHOP}/menu/items/42/complimentary`;
    answers[`GET ${itemUrl}`] = () => ({ status: 200, json: tiers });
    answers[`PUT ${itemUrl}`] = () => ({
      status: 403,
      json: { error: { code: 'FORBIDDEN', message: 'no', messageKey: 'complimentaryPlatformAdminOnly' } },
    });
    const notices = renderWith(<ComplimentaryDialog open shopId={SHOP} item={item(42)} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Bluebird Regulars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices.at(-1)).toMatchObject({ message: 'There was an issue saving... please try again' }));
    expect(screen.getByRole('dialog', { name: 'Edit Complimentary' })).toBeTruthy();
  });

  it('does not call the server for an item that is not saved yet', async () => {
    renderWith(<ComplimentaryDialog open shopId={SHOP} item={item('new-abc')} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Complimentary' });
    expect(dialog.textContent).toContain('Please add all modifiers and save the new menu before editing the complimentary status.');
    expect(calls).toEqual([]);
  });
});

describe('the option values complimentary dialog', () => {
  const option = (ids: Array<number | string>) => ({
    title: 'Milk',
    values: ids.map((id, index) => ({ id: id as DraftOption['values'][number]['id'], value: ['Whole', 'Oat', 'Almond'][index]! })),
  });

  function Guarded({ values, onOpen }: { values: DraftOption['values']; onOpen: () => void }) {
    const guard = useValueComplimentaryGuard();
    return (
      <button type="button" onClick={() => guard(values) && onOpen()}>
        Edit complimentary
      </button>
    );
  }

  it('refuses an unsaved value with a notice to save first, without calling the server', async () => {
    const onOpen = vi.fn();
    const values = option([3, 'new-x']).values as DraftOption['values'];
    const notices = renderWith(<Guarded values={values} onOpen={onOpen} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit complimentary' }));
    expect(onOpen).not.toHaveBeenCalled();
    expect(notices).toEqual([
      expect.objectContaining({ message: 'Please add all modifiers and save the new menu before editing the complimentary status.' }),
    ]);
    expect(calls).toEqual([]);
  });

  it('saves per tier which values are free', async () => {
    const url = `/api/shops/${SHOP}/menu/values/complimentary?source=menu&valueIds=3,4`;
    const rows: ValueComplimentary[] = [
      { membershipId: 1, name: 'Bluebird Regulars', isPlatformMembership: false, editable: true, valueIds: [] },
      { membershipId: 9, name: 'Brewline Pass', isPlatformMembership: true, editable: false, valueIds: [4] },
    ];
    answers[`GET ${url}`] = () => ({ status: 200, json: rows });
    answers[`PUT ${url}`] = () => ({ status: 200, json: rows });
    renderWith(<ValueComplimentaryDialog open shopId={SHOP} option={option([3, 4])} source="menu" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Complimentary Values' });
    const oatForPass = await within(dialog).findByRole('checkbox', { name: 'Oat for Brewline Pass' });
    expect(oatForPass).toHaveProperty('disabled', true);
    expect(oatForPass).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Whole for Bluebird Regulars' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual([{ membershipId: 1, valueIds: [3] }]);
  });
});

describe('the subsidy dialog', () => {
  const draftItem = {
    name: 'Latte',
    options: [
      {
        id: 5,
        title: 'Milk',
        defaultOptionId: null,
        values: [
          { id: 3, value: 'Oat' },
          { id: 'new-1', value: 'Soy' },
        ],
      },
      { id: 6, title: 'Syrups', defaultOptionId: 2, values: [{ id: 8, value: 'Vanilla' }] },
    ],
  } as unknown as Pick<DraftItem, 'name' | 'options'>;

  it("saves dollars as cents for the item's own saved values, and says 'Error Saving Info!' when it fails", async () => {
    const url = `/api/shops/${SHOP}/menu/values/3/subsidies`;
    const row: Subsidy = { membershipId: 9, name: 'Brewline Pass', optionValueId: 3, amountCents: null };
    answers[`GET ${url}`] = () => ({ status: 200, json: [row] });
    let fail = true;
    answers[`PUT ${url}`] = () => (fail ? { status: 500, json: {} } : { status: 200, json: [{ ...row, amountCents: 125 }] });
    const notices = renderWith(<SubsidyDialog open shopId={SHOP} item={draftItem} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Subsidies' });
    const field = await within(dialog).findByRole('textbox', { name: 'Oat subsidy for Brewline Pass' });
    expect(within(dialog).queryByRole('textbox', { name: /Soy|Vanilla/ })).toBeNull();

    fireEvent.change(field, { target: { value: '1.255' } });
    expect(dialog.textContent).toContain('Enter an amount from $0.00 to $1,000.00.');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    fireEvent.change(field, { target: { value: '1.25' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(notices.at(-1)).toMatchObject({ title: 'Error Saving Info!', message: 'There was an issue saving... please try again' }),
    );

    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices.at(-1)).toMatchObject({ message: 'The subsidies are saved.' }));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)!.body).toEqual([{ membershipId: 9, amountCents: 125 }]);
    expect(calls.some((call) => call.url.includes('/values/8/'))).toBe(false);
  });
});
