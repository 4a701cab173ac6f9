import { describe, expect, it } from 'vitest';
import {
  initialLobbyFilters,
  lobbyFilters,
  type LobbyFilterAction,
  type LobbyFilterState,
} from './lobbyFilters';

const rng: LobbyFilterState = {
  ...initialLobbyFilters('RNG'),
  vassalage: 'PG',
  classify: 'JP',
  page: 3,
  totalPages: 5,
};

/** Applies actions one after another, as a host's reducer does. */
const run = (state: LobbyFilterState, ...actions: LobbyFilterAction[]) =>
  actions.reduce((current, action) => lobbyFilters(current, action).state, state);

describe('lobbyFilters', () => {
  it('starts on every vendor, every game, page 1 (the search page on its hot menu)', () => {
    expect(initialLobbyFilters('LIVE')).toEqual({
      gameType: 'LIVE',
      vassalage: '',
      classify: 'ALL',
      search: '',
      page: 1,
      totalPages: 1,
    });
    expect(initialLobbyFilters('SEARCH').classify).toBe('HOT');
  });

  it('asks a visitor to log in for favourites or recent, and changes nothing', () => {
    for (const classify of ['FAV', 'RECENT'] as const) {
      const result = lobbyFilters(rng, { type: 'selectClassify', classify, loggedIn: false });
      expect(result).toEqual({ state: rng, effect: 'login' });
      expect(result.state).toBe(rng);
    }
    for (const gameType of ['FAV', 'RECENT'] as const) {
      expect(lobbyFilters(rng, { type: 'selectGameType', gameType, loggedIn: false })).toEqual({
        state: rng,
        effect: 'login',
      });
    }
  });

  it('lets a member pick favourites, on page 1', () => {
    const result = lobbyFilters(rng, { type: 'selectClassify', classify: 'FAV', loggedIn: true });
    expect(result.effect).toBeUndefined();
    expect(result.state).toMatchObject({ classify: 'FAV', page: 1, vassalage: 'PG' });
  });

  it('resets classify to all and the page to 1 when the vendor changes', () => {
    expect(lobbyFilters(rng, { type: 'selectVendor', vassalage: 'JDB' }).state).toEqual({
      ...rng,
      vassalage: 'JDB',
      classify: 'ALL',
      page: 1,
    });
    expect(lobbyFilters(rng, { type: 'selectVendor', vassalage: 'PG' }).state).toBe(rng);
  });

  it('resets the page when classify changes', () => {
    expect(lobbyFilters(rng, { type: 'selectClassify', classify: 'SC', loggedIn: false }).state).toEqual({
      ...rng,
      classify: 'SC',
      page: 1,
    });
  });

  it('starts a new game type on every vendor, every game, page 1, without search text', () => {
    const searched = run(rng, { type: 'search', text: 'dragon' });
    expect(
      lobbyFilters(searched, { type: 'selectGameType', gameType: 'LIVE', loggedIn: false }).state,
    ).toEqual(initialLobbyFilters('LIVE'));
    expect(lobbyFilters(rng, { type: 'selectGameType', gameType: 'RNG', loggedIn: true }).state).toBe(rng);
  });

  it('keeps the filters and asks for a reload when the language changes', () => {
    expect(lobbyFilters(rng, { type: 'languageChanged' })).toEqual({ state: rng, effect: 'reload' });
  });

  it('never asks a page beyond the total or below 1', () => {
    expect(lobbyFilters(rng, { type: 'goToPage', page: 5 }).state.page).toBe(5);
    for (const page of [6, 0, -1, 2.5, Number.NaN, 3]) {
      expect(lobbyFilters(rng, { type: 'goToPage', page }).state).toBe(rng);
    }
    const empty = run(rng, { type: 'loaded', totalPages: 0 });
    expect(lobbyFilters(empty, { type: 'goToPage', page: 1 }).state).toBe(empty);
  });

  it('takes the page count of each answer', () => {
    const first = run(initialLobbyFilters('FISH'), { type: 'loaded', totalPages: 4 });
    expect(first.totalPages).toBe(4);
    expect(run(first, { type: 'goToPage', page: 4 }).page).toBe(4);
    expect(lobbyFilters(first, { type: 'loaded', totalPages: 4 }).state).toBe(first);
  });

  it('trims the search text, and searching opens the search page on its hot menu', () => {
    expect(lobbyFilters(rng, { type: 'search', text: '  Lucky Dragon ' }).state).toEqual({
      gameType: 'SEARCH',
      vassalage: '',
      classify: 'HOT',
      search: 'Lucky Dragon',
      page: 1,
      totalPages: 1,
    });
    expect(lobbyFilters(rng, { type: 'search', text: '   ' }).state).toBe(rng);
  });

  it('narrows a search with the vendor and classify menus, keeping its text', () => {
    const searched = run(
      rng,
      { type: 'search', text: 'dragon' },
      { type: 'loaded', totalPages: 3 },
      { type: 'goToPage', page: 2 },
    );
    const byVendor = run(searched, { type: 'selectVendor', vassalage: 'PG' });
    expect(byVendor).toMatchObject({
      gameType: 'SEARCH',
      search: 'dragon',
      vassalage: 'PG',
      classify: 'ALL',
      page: 1,
    });
    const fresh = run(byVendor, { type: 'selectClassify', classify: 'NEW', loggedIn: false });
    expect(fresh).toMatchObject({ search: 'dragon', classify: 'NEW', page: 1 });
    expect(run(fresh, { type: 'search', text: 'tiger' })).toMatchObject({
      search: 'tiger',
      vassalage: 'PG',
      classify: 'HOT',
    });
  });

  it('clears the search text with an empty search and stays on the search page', () => {
    const searched = run(rng, { type: 'search', text: 'dragon' });
    expect(run(searched, { type: 'search', text: ' ' })).toMatchObject({
      gameType: 'SEARCH',
      search: '',
      page: 1,
    });
  });

  it('cannot leave the search page while text is present', () => {
    const searched = run(rng, { type: 'search', text: 'dragon' });
    expect(lobbyFilters(searched, { type: 'closeSearch', gameType: 'RNG' }).state).toBe(searched);
    const cleared = run(searched, { type: 'search', text: '' });
    expect(lobbyFilters(cleared, { type: 'closeSearch', gameType: 'RNG' }).state).toEqual(
      initialLobbyFilters('RNG'),
    );
  });

  it('opens the search page once, on its hot menu', () => {
    const opened = run(rng, { type: 'openSearch' });
    expect(opened).toEqual(initialLobbyFilters('SEARCH'));
    expect(lobbyFilters(opened, { type: 'openSearch' }).state).toBe(opened);
    expect(lobbyFilters(rng, { type: 'closeSearch', gameType: 'LIVE' }).state).toBe(rng);
  });
});
