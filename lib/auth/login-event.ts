/**
 * A short-lived, readable cookie set by every successful sign-in; the analytics island sends the "Login"
 * event when it sees it and deletes it, so the event fires once per sign-in without touching the URL.
 */
export const LOGIN_EVENT_COOKIE = "pim-login-event";
