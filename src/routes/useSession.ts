// The session as React state: re-renders on login, logout and an expired session.
import { useSyncExternalStore } from 'react';
import { onSessionChange, session } from '../authProvider/session.ts';

/** the token, or null: a change of token (login, logout) rebuilds the routes */
export const useSessionToken = (): string | null => useSyncExternalStore(onSessionChange, session.token, session.token);
