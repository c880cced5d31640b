import { type TFoundUser, USER_SEARCH_MIN_LENGTH } from '@atrium/contracts';

export type { TFoundUser };

/**
 * spec 1 §4.7: the participant search of the private-messages dropdown. Idle; after more
 * than 2 characters, searching (with a loading bar), then results. Clearing or Esc resets it.
 */
export type TUserSearchState =
  | { status: 'idle'; text: string }
  | { status: 'searching'; text: string; query: string }
  | { status: 'results'; text: string; query: string; results: TFoundUser[] };

export type TUserSearchAction =
  | { type: 'typed'; text: string }
  | { type: 'answered'; query: string; results: TFoundUser[] }
  | { type: 'reset' };

export const IDLE_SEARCH: TUserSearchState = { status: 'idle', text: '' };

/** spec 1 §5, §9: the search starts with 3 characters (trimmed). */
export function searchQueryOf(text: string): string | null {
  const query = text.trim();
  return [...query].length >= USER_SEARCH_MIN_LENGTH ? query : null;
}

export function userSearchReducer(state: TUserSearchState, action: TUserSearchAction): TUserSearchState {
  switch (action.type) {
    case 'typed': {
      const query = searchQueryOf(action.text);
      if (query === null) return { status: 'idle', text: action.text };
      // The same query (a space added) keeps what is shown.
      if (state.status !== 'idle' && state.query === query) return { ...state, text: action.text };
      return { status: 'searching', text: action.text, query };
    }
    case 'answered':
      // An answer to an older query is dropped: only the one for the current text counts.
      if (state.status !== 'searching' || state.query !== action.query) return state;
      return { status: 'results', text: state.text, query: state.query, results: action.results };
    case 'reset':
      return IDLE_SEARCH;
  }
}
