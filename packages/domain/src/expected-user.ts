/**
 * Every write of the web app names the user its page believes is signed in (decision 0032).
 * The server refuses a write whose session belongs to someone else (409 auth.account_changed):
 * a tab left open on one account never files data under another one switched to meanwhile.
 */
export const EXPECTED_USER_HEADER = 'x-expected-user';

/** Methods that change something: the only ones the header guards. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
